// /pay/centerdata: the data centre and the download list.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { DataCentre } from '../../features/dealer/data/data-centre.js'

export default function DataCentreScreen () {
  return (
    <Page title={t('dealer.data_title')}>
      <DataCentre />
    </Page>
  )
}
