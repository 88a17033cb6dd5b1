// /pay/centerdata: the data centre and the download list.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayCenterData } from '../../features/dealer/data/pay-center-data.js'

export default function PayCenterDataRoute () {
  return (
    <Page title={t('dealer.data_title')}>
      <PayCenterData />
    </Page>
  )
}
