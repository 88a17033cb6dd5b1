// After the upstream took the withdrawal: what was sent where, when it arrives, and the ways on.
import { Link } from 'wouter'
import type { WithdrawResult } from '../../../../../shared/schemas/withdraw.js'
import { Money } from '../../../components/money.js'
import { SuccessCard } from '../../../domain/success-card.js'
import { t } from '../../../lib/i18n.js'
import { typeLabel } from '../payout.js'
import { payoutTime } from '../payout-time.js'

interface Props { result: WithdrawResult, recordHref: string, balanceHref: string }

export function Success ({ result, recordHref, balanceHref }: Props) {
  const { order } = result
  return (
    <SuccessCard labelledBy='wd-success-title' testId='wd-success'>
      <h2 id='wd-success-title' tabIndex={-1}>{t('withdraw.success_title')}</h2>
      <p className='balance-total'><Money minor={order.amount} /></p>
      <dl className='facts'>
        <div><dt>{t('withdraw.order_id')}</dt><dd dir='ltr'>{order.order_id}</dd></div>
        <div><dt>{t('withdraw.tax')}</dt><dd><Money minor={order.tax} /></dd></div>
        <div><dt>{t('withdraw.you_receive')}</dt><dd><Money minor={order.amount - order.tax} /></dd></div>
        <div>
          <dt>{t('withdraw.to_account')}</dt>
          <dd>{typeLabel(order.type)} <span dir='ltr'>{order.account_masked}</span></dd>
        </div>
      </dl>
      <p data-testid='wd-payout-time'>{t('withdraw.payout_note', { time: payoutTime(result.payout_days) })}</p>
      <div className='actions-row'>
        <Link href={recordHref} className='button wd-a'>{t('withdraw.view_record')}</Link>
        <Link href={balanceHref} className='link-button'>{t('withdraw.back_to_balance')}</Link>
      </div>
    </SuccessCard>
  )
}
