import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { UserTransfer } from '../../features/transfer/user-transfer.js'
import { paths } from '../paths.js'

export default function UserTransferRoute () {
  const prefill = new URLSearchParams(useSearch()).get('user_id') ?? ''
  return (
    <Page title={t('transfer.title')}>
      <UserTransfer initialUserId={prefill} recordHref={paths.transfersRecord.getHref()} agentsHref={paths.addAgentCash.getHref()} />
    </Page>
  )
}
