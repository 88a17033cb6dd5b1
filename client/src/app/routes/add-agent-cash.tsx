import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { AddAgentCash } from '../../features/transfer/add-agent-cash.js'
import { paths } from '../paths.js'

export default function AddAgentCashRoute () {
  return (
    <Page title={t('transfer.agency_title')}>
      <AddAgentCash recordHref={paths.transfersRecord.getHref()} transferHref={paths.userTransfer.getHref()} />
    </Page>
  )
}
