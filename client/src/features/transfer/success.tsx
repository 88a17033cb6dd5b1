// After the upstream moved the coins: how many went to whom, what is left, and the ways on.
import { Link } from 'wouter'
import type { DataOf } from '../../../../shared/endpoints.js'
import { dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import type { OtherUser } from './api.js'
import { coinsText } from './coins.js'
import { RecipientCard } from './recipient.js'

export const SUCCESS_TITLE_ID = 'tf-success-title'

interface Props {
  result: DataOf<'transfer'>
  user: OtherUser
  recordHref: string
  onAnother: () => void
}

export function Success ({ result, user, recordHref, onAnother }: Props) {
  const { record } = result
  return (
    <section className='card tf-success' aria-labelledby={SUCCESS_TITLE_ID} data-testid='tf-success'>
      <p className='tf-success-mark' aria-hidden='true'>✓</p>
      <h2 id={SUCCESS_TITLE_ID} tabIndex={-1}>{t('transfer.success_title')}</h2>
      <p className='tf-big' data-testid='tf-success-amount'>{coinsText(record.amount)}</p>
      <RecipientCard user={user} />
      <dl className='tf-facts'>
        <div><dt>{t('transfer.coins_left')}</dt><dd data-testid='tf-coins-left'>{coinsText(result.coins)}</dd></div>
        <div><dt>{t('transfer.transfer_id')}</dt><dd dir='ltr'>{record.transfer_id}</dd></div>
        <div><dt>{t('transfer.time')}</dt><dd>{dateTime(record.created_at)}</dd></div>
      </dl>
      <div className='actions-row'>
        <Link href={recordHref} className='button'>{t('transfer.view_record')}</Link>
        <button type='button' className='link-button tf-plain' onClick={onAnother}>{t('transfer.another')}</button>
      </div>
    </section>
  )
}
