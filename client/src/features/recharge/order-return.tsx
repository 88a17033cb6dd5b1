// Back from a payment page at /asset/detail<param>/<order_id>: confirm that order and show how it ended.
import { useEffect } from 'react'
import { Loading } from '../../components/screen-states.js'
import { PaymentStatus, type PaymentLinks } from './payment-status.js'
import { usePayment } from './use-payment.js'
import { step } from './analytics.js'

export function OrderReturn ({ orderId, links }: { orderId: string, links: PaymentLinks }) {
  const payment = usePayment()
  const { confirm } = payment
  useEffect(() => {
    step('return_viewed', { order_id: orderId })
    void confirm(orderId)
  }, [orderId, confirm])
  // The status card's usual height, so the balance below stays put when the order's state arrives.
  if (payment.state.phase === 'idle') return <Loading reserve='19.5rem' />
  const state = payment.state
  return (
    <PaymentStatus
      state={state}
      links={links}
      onCheckNow={payment.checkNow}
      onCheckAgain={() => { if ('order' in state && state.order !== null) void confirm(state.order) }}
    />
  )
}
