// One entry of the transfer record: what kind, with whom, how many coins in or out, the balance after.
import type { TransferRecord } from '../../../../shared/schemas/transfer.js'
import { count, dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { signedCoins } from './coins.js'

const BADGE: Record<TransferRecord['type'], string> = { deduct: 'warn', transfer_in: '', withdraw_pay: '' }

function counterpart (r: TransferRecord): string {
  const name = r.name === '' ? r.user_id : r.name
  switch (r.type) {
    case 'deduct': return t('transfer.to_user', { name, id: r.user_id })
    case 'transfer_in': return t('transfer.from_user', { name, id: r.user_id })
    case 'withdraw_pay': return r.user_id === ''
      ? t('transfer.from_platform')
      : t('transfer.paid_user', { name, id: r.user_id })
  }
}

export function RecordRow ({ record: r }: { record: TransferRecord }) {
  const incoming = r.type !== 'deduct'
  return (
    <li className='tf-row' data-testid={`tf-row-${r.transfer_id}`}>
      <div className='tf-row-main'>
        <span>
          <span className={`badge ${BADGE[r.type]}`} data-testid='tf-row-type'>{t(`transfer.type.${r.type}`)}</span>
        </span>
        <span className='tf-counterpart' data-testid='tf-row-who'>{counterpart(r)}</span>
        {r.order_id !== '' ? <span className='muted'>{t('transfer.order_id', { id: r.order_id })}</span> : null}
        {r.remark !== '' ? <span className='muted'>{r.remark}</span> : null}
        <span className='muted'>{dateTime(r.created_at)}</span>
      </div>
      <div className='tf-row-side'>
        <span className={`money ${incoming ? 'amount-in' : 'amount-out'}`} dir='ltr' data-testid='tf-row-amount'>
          {signedCoins(r.amount, incoming)}
        </span>
        <span className='muted' data-testid='tf-row-balance'>
          {t('transfer.balance_after', { coins: count(r.balance_after) })}
        </span>
      </div>
    </li>
  )
}
