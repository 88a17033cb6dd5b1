// A withdrawal the player can follow: each status reached with its time, the payer's reference once given,
// when the money is expected while it is awaited, and "Not received?" while a dealer's remit may be
// complained about. Everything comes from the upstream's record; the rules (payout days, the 48-hour
// window) are the upstream's.
import type { WithdrawOrder } from '../../../../../shared/schemas/withdraw.js'
import { dateOnly, dateTime } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { statusLabel } from './status.js'

/** A frozen withdrawal is one the player complained about: the timeline says so rather than "failed to redeem". */
function stepLabel (status: number): string {
  return status === 7 ? t('withdraw.timeline_review') : statusLabel(status)
}

export function Tracker ({ order, onComplain }: { order: WithdrawOrder, onComplain: () => void }) {
  const complainUntil = order.complain_until
  const complainable = order.status === 6 && complainUntil !== undefined && complainUntil * 1000 > Date.now()
  return (
    <>
      {order.reference !== undefined
        ? (
          <dl className='facts'>
            <div data-testid='wd-reference'>
              <dt>{t(`withdraw.reference.${order.reference.kind}`)}</dt>
              <dd dir='ltr'>{order.reference.value}</dd>
            </div>
          </dl>
          )
        : null}
      {order.expected_at !== undefined
        ? (
          <p className='wd-expected' data-testid='wd-expected'>
            {t('withdraw.expected', { date: dateOnly(order.expected_at) })}
          </p>
          )
        : null}
      {order.steps !== undefined && order.steps.length > 0
        ? (
          <section aria-label={t('withdraw.timeline')}>
            <h4 className='wd-timeline-title'>{t('withdraw.timeline')}</h4>
            <ol className='wd-timeline' data-testid='wd-timeline'>
              {order.steps.map((step, i) => (
                <li key={`${i}-${step.status}`} data-status={step.status}>
                  <span>{stepLabel(step.status)}</span>
                  <time dateTime={new Date(step.at * 1000).toISOString()} className='muted'>{dateTime(step.at)}</time>
                </li>
              ))}
            </ol>
          </section>
          )
        : null}
      {complainable
        ? (
          <div className='wd-complain'>
            <p className='muted'>{t('withdraw.complain_until', { date: dateTime(complainUntil) })}</p>
            <button type='button' className='button secondary block' onClick={onComplain} data-testid='wd-complain'>
              {t('withdraw.complain_action')}
            </button>
          </div>
          )
        : null}
    </>
  )
}
