// Order countdowns: one clock signal ticks every second while a countdown is on screen, so only the
// countdown texts re-render, not the order list around them.
import { useEffect, useRef } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { clock, hms, useClock } from '../../lib/clock.js'
import { t } from '../../lib/i18n.js'

interface Props {
  /** Unix seconds. */
  deadline: number
  /** 'credit': the 48-hour complaint window of a remitted order; 'pay': the time-out of an order in payment. */
  kind: 'credit' | 'pay'
  /** Called once when the deadline passes: the upstream has moved the order by now. */
  onDue?: () => void
}

export function Countdown ({ deadline, kind, onDue }: Props) {
  useSignals()
  useClock()
  const left = Math.max(0, deadline - clock.value)
  const fired = useRef(false)
  const due = left === 0
  useEffect(() => {
    if (!due || fired.current) return
    fired.current = true
    onDue?.()
  }, [due, onDue])
  const text = due
    ? t(kind === 'credit' ? 'dealer.credit_due' : 'dealer.pay_due')
    : t(kind === 'credit' ? 'dealer.credit_in' : 'dealer.pay_within', {
      time: hms(left, { hours: true, localDigits: true })
    })
  // Not a live region: a text read out every second would drown everything else.
  return (
    <p className={`dealer-countdown${kind === 'pay' ? ' urgent' : ''}`} data-testid={`countdown-${kind}`}>
      {text}
    </p>
  )
}
