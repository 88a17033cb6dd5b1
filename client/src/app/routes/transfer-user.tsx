import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { UserTransfer } from '../../features/transfer/user-transfer.js'
import { link } from '../paths.js'

export default function TransferUserScreen () {
  const prefill = new URLSearchParams(useSearch()).get('user_id') ?? ''
  return (
    <Page title={t('transfer.title')}>
      <UserTransfer initialUserId={prefill} recordHref={link.transfersRecord()} agentsHref={link.addAgentCash()} />
    </Page>
  )
}
