import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { UserTransfer } from '../../features/transfer/user-transfer.js'
import { paths, type ScreenProps } from '../paths.js'

export default function UserTransferRoute ({ title }: ScreenProps) {
  const prefill = new URLSearchParams(useSearch()).get('user_id') ?? ''
  return (
    <Page title={title}>
      <UserTransfer
        initialUserId={prefill}
        recordHref={paths.transfersRecord.getHref()}
        agentsHref={paths.addAgentCash.getHref()}
      />
    </Page>
  )
}
