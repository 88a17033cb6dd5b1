// Package expiry countdowns: one shared clock signal ticks every second while a countdown is on
// screen, so only the countdown texts re-render (and a package card once, when it expires).
import { useComputed, useSignals } from '@preact/signals-react/runtime'
import { clock, hms, nowSeconds, useClock } from '../../lib/clock.js'
import { t } from '../../lib/i18n.js'

/** A deadline in this device's clock from the upstream's remaining seconds (the device clock may be wrong). */
export function deadlineFrom (remainSecond: number): number {
  return nowSeconds() + remainSecond
}

export function Countdown ({ deadline }: { deadline: number }) {
  useSignals()
  useClock()
  const left = Math.max(0, deadline - clock.value)
  // Announced once, not every second: the text is not a live region.
  return <span className='countdown' data-testid='countdown'>{t('recharge.ends_in', { time: hms(left) })}</span>
}

/** True once the deadline has passed; the caller re-renders only when that flips. */
export function useExpired (deadline: number | null): boolean {
  useSignals()
  useClock(deadline !== null)
  const expired = useComputed(() => deadline !== null && clock.value >= deadline)
  return expired.value
}
