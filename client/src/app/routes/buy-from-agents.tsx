import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { AgencyList } from '../../features/transfer/agency-list.js'
import { paths } from '../paths.js'

export default function BuyFromAgents () {
  return (
    <Page title={t('transfer.agency_title')}>
      <AgencyList recordHref={paths.transfersRecord.getHref()} transferHref={paths.userTransfer.getHref()} />
    </Page>
  )
}
