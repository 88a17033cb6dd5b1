// What a dealer needs to pay an order: who (UID, name), how much, where (method, bank, IFSC, account,
// UPI ID or wallet number), when it was requested, and its reference once remitted.
import type { ReactNode } from 'react'
import type { PayoutOrder } from '../../../../../shared/schemas/dealer.js'
import { Money } from '../../../components/money.js'
import { dateTime } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { methodText } from '../format.js'

export function OrderFacts ({ order }: { order: PayoutOrder }) {
  const wallet = order.pay_method === 'bkash' || order.pay_method === 'nagad'
  const rows: Array<[string, ReactNode, string]> = [
    [t('dealer.order_number'), order.order_id, 'order'],
    [t('dealer.uid'), order.user_id, 'uid'],
    [t('dealer.request_time'), dateTime(order.created_at), 'time'],
    [t('dealer.amount'), <Money key='m' minor={order.amount} />, 'amount'],
    [t('dealer.pay_method'), methodText(order.pay_method), 'method'],
    [t('dealer.holder_name'), order.name, 'name']
  ]
  if (wallet) {
    rows.push([t('dealer.wallet_number', { method: methodText(order.pay_method) }), order.bank_account, 'account'])
  } else {
    if (order.bank_name !== '') rows.push([t('dealer.bank_name'), order.bank_name, 'bank'])
    if (order.ifsc !== '') rows.push([t('dealer.ifsc'), order.ifsc, 'ifsc'])
    if (order.bank_account !== '') rows.push([t('dealer.bank_account'), order.bank_account, 'account'])
    if (order.upi_id !== '') rows.push([t('dealer.upi_id'), order.upi_id, 'upi'])
  }
  if (order.utr !== '') rows.push([t('dealer.utr'), order.utr, 'utr'])
  return (
    <dl className='dealer-facts'>
      {rows.map(([label, value, key]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd dir={key === 'name' || key === 'time' ? undefined : 'ltr'} data-testid={`order-${key}`}>{value}</dd>
        </div>
      ))}
      {order.record_url !== ''
        ? (
          <div>
            <dt>{t('dealer.record')}</dt>
            <dd><a href={order.record_url} target='_blank' rel='noreferrer'>{t('dealer.record_view')}</a></dd>
          </div>
          )
        : null}
    </dl>
  )
}
