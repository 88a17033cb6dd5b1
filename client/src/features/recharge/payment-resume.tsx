// A payment that outlived its page: the order kept on the device before the hand-off to the app
// (lib/snapshot.ts) is shown at the top of My Balance until its outcome has been shown once, and checking
// continues on the schedule where it stands (use-payment.ts, the same life cycle as the payment screens and
// the host's return route). A failure already shown is asked about once per visit for a few days, so a late
// authorisation (the provider confirming after the order ended) is shown when it comes.
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { getDefaultStore, useAtomValue } from 'jotai'
import type { RechargeOrder } from '../../../../shared/schemas/recharge.js'
import { Money } from '../../components/money.js'
import { LiveText } from '../../components/live-text.js'
import { t } from '../../lib/i18n.js'
import { asOf, money } from '../../lib/format.js'
import { loginAtom, refreshAtom } from '../../lib/session.js'
import { clearPayment, readPayment, type KeptPayment } from '../../lib/kept-payment.js'
import { orderDetail } from './api.js'
import { orderStub, usePayment } from './use-payment.js'
import type { PaymentLinks } from './payment-status.js'

/** How long a failed order is asked about again: Razorpay keeps asking the bank for 3 days. */
export const LATE_AUTHORISATION_MS = 3 * 24 * 3600 * 1000

interface Props {
  /** The balance as loaded, with the reload (refreshAtom) it answers, so a success shows the new one. */
  balance: { amount: number, refresh: number } | null
  links: PaymentLinks
}

export function PaymentResume ({ balance, links }: Props) {
  const login = useAtomValue(loginAtom)
  const user = login.state === 'in' ? login.user.user_id : null
  // Read once per visit: what this visit shows does not change when the record does.
  const [kept] = useState<KeptPayment | null>(() => readPayment())
  const payment = usePayment()
  const { confirm } = payment
  const [late, setLate] = useState<RechargeOrder | null>(null)
  const [settledRefresh, setSettledRefresh] = useState<number | null>(null)

  useEffect(() => {
    // Only for the logged-in player it was kept for (a guest or an ended session has cleared it).
    if (kept === null || user === null || readPayment(user)?.order_id !== kept.order_id) return
    if (kept.shown === 0) {
      void confirm(orderStub(kept.order_id, kept.amount))
      return
    }
    if (Date.now() - kept.handed_at > LATE_AUTHORISATION_MS) { clearPayment(); return }
    const controller = new AbortController()
    void orderDetail(kept.order_id, controller.signal).then(answer => {
      if (controller.signal.aborted || !answer.ok || answer.data.status !== 1) return
      clearPayment()
      setLate(answer.data)
      getDefaultStore().set(refreshAtom, n => n + 1)
    })
    return () => { controller.abort() }
  }, [kept, user, confirm])

  const state = payment.state
  const succeeded = late !== null || state.phase === 'success'
  useEffect(() => {
    // The balance loaded after this reload is the one with the payment in it.
    if (succeeded) setSettledRefresh(getDefaultStore().get(refreshAtom))
  }, [succeeded])

  if (kept === null || user === null) return null
  // The balance once it is the one loaded after the payment's success, none before.
  const reloaded = settledRefresh !== null && balance !== null && balance.refresh >= settledRefresh
  const settled = reloaded ? balance.amount : null
  const keptOrder = orderStub(kept.order_id, kept.amount)
  if (late !== null) return <ResumeCard phase='success' order={late} balance={settled} links={links} />
  switch (state.phase) {
    case 'idle':
    case 'confirming':
      if (kept.shown !== 0) return null
      return state.phase === 'confirming'
        ? <ResumeCard phase='checking' order={state.order} knowBy={state.knowBy} links={links} />
        : <ResumeCard phase='checking' order={keptOrder} knowBy={null} links={links} />
    case 'pending': {
      const { order } = state
      return <ResumeCard phase='pending' order={order} onCheckAgain={() => { void confirm(order) }} links={links} />
    }
    case 'success':
      return <ResumeCard phase='success' order={state.order} balance={settled} links={links} />
    case 'failed':
      return (
        <ResumeCard
          phase='failed'
          order={state.order ?? keptOrder}
          message={state.message}
          reason={state.reason}
          links={links}
        />
      )
    default:
      return null
  }
}

type CardProps = { order: RechargeOrder, links: PaymentLinks } & (
  | { phase: 'checking', knowBy: number | null }
  | { phase: 'pending', onCheckAgain: () => void }
  | { phase: 'success', balance: number | null }
  | { phase: 'failed', message: string, reason: string })

function spoken (p: CardProps): string {
  const amount = money(p.order.amount)
  switch (p.phase) {
    case 'checking': return t('recharge.resume_checking', { amount })
    case 'pending': return t('recharge.resume_pending', { amount })
    case 'success': return `${t('recharge.success_title')} ${t('recharge.success_added', { amount })}`
    case 'failed': return t('recharge.resume_failed', { amount })
  }
}

function ResumeCard (p: CardProps) {
  const amount = money(p.order.amount)
  const order = (
    <p className='muted' data-testid='payment-order-id'>{t('recharge.order_id', { id: p.order.order_id })}</p>
  )
  const outcome = p.phase === 'success' ? ' ok' : p.phase === 'failed' ? ' bad' : ''
  return (
    <section
      className={`card pay-resume${outcome}`}
      data-testid='payment-resume'
      data-phase={p.phase}
      data-order={p.order.order_id}
    >
      <LiveText polite={p.phase === 'failed' ? '' : spoken(p)} assertive={p.phase === 'failed' ? spoken(p) : ''} />
      {p.phase === 'checking'
        ? (
          <>
            <h2 className='pay-title'>
              <span className='spinner' aria-hidden='true' /> {t('recharge.resume_checking', { amount })}
            </h2>
            {p.knowBy !== null
              ? <p data-testid='payment-know-by'>{t('recharge.know_by', { time: asOf(p.knowBy) })}</p>
              : null}
            {order}
          </>
          )
        : null}
      {p.phase === 'pending'
        ? (
          <>
            <h2 className='pay-title'>{t('recharge.resume_pending', { amount })}</h2>
            <p>{t('recharge.pending_help')}</p>
            {order}
            <button type='button' className='button' onClick={p.onCheckAgain}>{t('recharge.check_again')}</button>
          </>
          )
        : null}
      {p.phase === 'success'
        ? (
          <>
            <h2 className='pay-title'>
              <span className='pay-mark' aria-hidden='true'>✓</span> {t('recharge.success_title')}
            </h2>
            <p data-testid='payment-credited' className='pay-amount'>{t('recharge.success_added', { amount })}</p>
            {p.balance !== null
              ? <p data-testid='payment-balance'>{t('recharge.resume_balance')} <Money minor={p.balance} /></p>
              : null}
            {order}
          </>
          )
        : null}
      {p.phase === 'failed'
        ? (
          <>
            <h2 className='pay-title'>
              <span className='pay-mark' aria-hidden='true'>✕</span> {t('recharge.resume_failed', { amount })}
            </h2>
            {p.message !== '' ? <p data-testid='payment-message'>{p.message}</p> : null}
            {p.reason !== '' && p.reason !== p.message ? <p data-testid='payment-reason'>{p.reason}</p> : null}
            <p className='muted'>{t('recharge.failed_help')}</p>
            {order}
            <Link href={p.links.addCash} className='link-button'>{t('recharge.retry_payment')}</Link>
          </>
          )
        : null}
    </section>
  )
}
