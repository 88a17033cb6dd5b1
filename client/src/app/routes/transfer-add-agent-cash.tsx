import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { AgencyList } from '../../features/transfer/agency-list.js'
import { link } from '../paths.js'

export default function AddAgentCashScreen () {
  return (
    <Page title={t('transfer.agency_title')}>
      <AgencyList recordHref={link.transfersRecord()} transferHref={link.userTransfer()} />
    </Page>
  )
}
