// What the player sees from the moment an order is created until it is settled. Links come from the
// route (features do not know the app's paths).
import { useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { LiveText } from '../../components/live-text.js'
import { Money } from '../../components/money.js'
import { t } from '../../lib/i18n.js'
import { asOf, count, money } from '../../lib/format.js'
import type { PaymentState } from './use-payment.js'

export interface PaymentLinks {
  balance: string
  addCash: string
  order: (orderId: string) => string
}

interface Props {
  state: Exclude<PaymentState, { phase: 'idle' }>
  links: PaymentLinks
  /** A new order with the same choices; absent where there are no choices to repeat. */
  onRetry?: () => void
  onCheckNow: () => void
  onCheckAgain: () => void
  /** Back to the choices (where nothing was created). */
  onBack?: () => void
  /** What a browser is told instead of paying (the Chips Shop sells through the app's store only). */
  noAppText?: string
}

function OrderLine ({ orderId, href }: { orderId: string, href?: string }) {
  return (
    <p className='muted' data-testid='payment-order-id'>
      {t('recharge.order_id', { id: orderId })}
      {href !== undefined ? <>{' '}<Link href={href}>{t('recharge.view_order')}</Link></> : null}
    </p>
  )
}

/** What a screen reader is told when the phase changes: progress and success politely, a failure at once. */
function spoken (state: Props['state'], noAppText: string | undefined): { polite: string, assertive: string } {
  switch (state.phase) {
    case 'creating': return { polite: t('recharge.creating'), assertive: '' }
    case 'waiting': return { polite: `${t('recharge.waiting_title')} ${money(state.order.amount)}`, assertive: '' }
    case 'confirming': return { polite: t('recharge.confirming_title'), assertive: '' }
    case 'success': {
      const added = t('recharge.success_added', { amount: money(state.order.amount) })
      return { polite: `${t('recharge.success_title')} ${added}`, assertive: '' }
    }
    case 'failed': {
      const reason = state.reason !== state.message ? state.reason : ''
      return { polite: '', assertive: [state.message, reason].filter(Boolean).join('. ') }
    }
    case 'pending':
      return { polite: `${t('upstream.payment_time_exceeded')} ${t('recharge.pending_help')}`, assertive: '' }
    case 'no-app':
      return { polite: `${t('recharge.no_app_title')} ${noAppText ?? t('recharge.no_app_text')}`, assertive: '' }
  }
}

export function PaymentStatus (props: Props) {
  const said = spoken(props.state, props.noAppText)
  return (
    <>
      <LiveText polite={said.polite} assertive={said.assertive} />
      <PhaseCard {...props} />
    </>
  )
}

function PhaseCard ({ state, links, onRetry, onCheckNow, onCheckAgain, onBack, noAppText }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Each new phase is announced by moving focus to its heading.
  useEffect(() => { heading.current?.focus() }, [state.phase])
  const title = (text: string) => <h2 ref={heading} tabIndex={-1} className='pay-title'>{text}</h2>

  switch (state.phase) {
    case 'creating':
      return (
        <section className='card pay-status' data-testid='payment-status' data-phase='creating' aria-busy='true'>
          {title(t('recharge.creating'))}
          <span className='spinner' aria-hidden='true' />
        </section>
      )
    case 'waiting':
      return (
        <section className='card pay-status' data-testid='payment-status' data-phase='waiting'>
          {title(t('recharge.waiting_title'))}
          <p><Money minor={state.order.amount} /></p>
          <p>{t('recharge.waiting_text')}</p>
          <OrderLine orderId={state.order.order_id} />
          <button type='button' className='button block' onClick={onCheckNow}>{t('recharge.check_now')}</button>
        </section>
      )
    case 'confirming':
      return (
        <section className='card pay-status' data-testid='payment-status' data-phase='confirming' aria-busy='true'>
          {title(t('recharge.confirming_title'))}
          <span className='spinner' aria-hidden='true' />
          <p role='status' data-testid='payment-know-by'>{t('recharge.know_by', { time: asOf(state.knowBy) })}</p>
          <OrderLine orderId={state.order.order_id} />
          <Link href={links.balance} className='link-button'>{t('recharge.to_balance')}</Link>
        </section>
      )
    case 'success':
      return (
        <section className='card pay-status ok' data-testid='payment-status' data-phase='success'>
          <p className='pay-mark' aria-hidden='true'>✓</p>
          {title(t('recharge.success_title'))}
          {state.order.product !== undefined
            // A Chips Shop product: the chips and bonus chips the upstream credited, not a cash amount.
            ? (
              <>
                <p data-testid='payment-credited' className='pay-amount'>
                  {t('recharge.success_chips', { count: count(state.order.product.coins) })}
                </p>
                {state.order.product.bonus_coins > 0
                  ? (
                    <p data-testid='payment-extra'>
                      {t('recharge.bonus_chips', { count: count(state.order.product.bonus_coins) })}
                    </p>
                    )
                  : null}
              </>
              )
            : (
              <>
                <p data-testid='payment-credited' className='pay-amount'>
                  {t('recharge.success_added', { amount: money(state.order.amount) })}
                </p>
                {state.order.give_amount > 0
                  ? (
                    <p data-testid='payment-extra'>
                      {t('recharge.success_extra', { amount: money(state.order.give_amount) })}
                    </p>
                    )
                  : null}
              </>
              )}
          <OrderLine orderId={state.order.order_id} />
          <div className='actions-row'>
            <Link href={links.balance} className='button'>{t('recharge.to_balance')}</Link>
            <Link href={links.addCash} className='link-button'>{t('recharge.add_more')}</Link>
          </div>
        </section>
      )
    case 'failed':
      return (
        <section className='card pay-status bad' data-testid='payment-status' data-phase='failed'>
          <p className='pay-mark' aria-hidden='true'>✕</p>
          {title(state.message)}
          {state.reason !== '' && state.reason !== state.message
            ? <p data-testid='payment-reason'>{state.reason}</p>
            : null}
          <p className='muted'>{t('recharge.failed_help')}</p>
          {state.order !== null
            ? <OrderLine orderId={state.order.order_id} href={links.order(state.order.order_id)} />
            : null}
          <div className='actions-row'>
            {onRetry !== undefined
              ? <button type='button' className='button' onClick={onRetry}>{t('recharge.retry_payment')}</button>
              : <Link href={links.addCash} className='button'>{t('recharge.retry_payment')}</Link>}
            <Link href={links.balance} className='link-button'>{t('recharge.to_balance')}</Link>
          </div>
        </section>
      )
    case 'pending':
      return (
        <section className='card pay-status' data-testid='payment-status' data-phase='pending'>
          <p className='pay-mark' aria-hidden='true'>…</p>
          {title(t('upstream.payment_time_exceeded'))}
          <p>{t('recharge.pending_help')}</p>
          <OrderLine orderId={state.order.order_id} href={links.order(state.order.order_id)} />
          <div className='actions-row'>
            <button type='button' className='button' onClick={onCheckAgain}>{t('recharge.check_again')}</button>
            <Link href={links.balance} className='link-button'>{t('recharge.to_balance')}</Link>
          </div>
        </section>
      )
    case 'no-app':
      return (
        <section className='card pay-status' data-testid='payment-status' data-phase='no-app'>
          {title(t('recharge.no_app_title'))}
          <p>{noAppText ?? t('recharge.no_app_text')}</p>
          {state.order !== null
            ? <OrderLine orderId={state.order.order_id} href={links.order(state.order.order_id)} />
            : null}
          <div className='actions-row'>
            {onBack !== undefined && state.order === null
              ? <button type='button' className='button secondary' onClick={onBack}>{t('common.back')}</button>
              : null}
            <Link href={links.balance} className='link-button'>{t('recharge.to_balance')}</Link>
          </div>
        </section>
      )
  }
}
