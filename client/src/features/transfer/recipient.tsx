// The receiver as the upstream knows them: picture, name and id, so the player sees who gets the coins
// before confirming. Announced politely while the player types.
import { t } from '../../lib/i18n.js'
import type { OtherUser } from './api.js'
import { Avatar } from './avatar.js'
import type { Lookup } from './use-recipient.js'

export function RecipientCard ({ user, large = false }: { user: OtherUser, large?: boolean }) {
  return (
    <div className='tf-person' data-testid='tf-recipient'>
      <Avatar src={user.picture} name={user.name} large={large} />
      <span className='tf-person-text'>
        <span className='tf-name' data-testid='tf-recipient-name'>{user.name}</span>
        <span className='muted'>{t('transfer.user_id_is', { id: user.user_id })}</span>
      </span>
    </div>
  )
}

/** What the lookup says under the user ID field; its errors are the field's own (see TransferForm). */
export function RecipientStatus ({ lookup, onRetry }: { lookup: Lookup | null, onRetry: () => void }) {
  return (
    <div aria-live='polite' className='tf-lookup'>
      {lookup?.state === 'checking'
        ? <p className='muted' data-testid='tf-checking'>{t('transfer.checking')}</p>
        : null}
      {lookup?.state === 'found' ? <RecipientCard user={lookup.user} /> : null}
      {lookup?.state === 'failed'
        ? <button type='button' className='link-button' onClick={onRetry}>{t('common.retry')}</button>
        : null}
    </div>
  )
}
