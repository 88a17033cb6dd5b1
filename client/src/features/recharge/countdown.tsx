// Package expiry countdowns: one shared clock signal ticks every second while a countdown is on
// screen, so only the countdown texts re-render (and a package card once, when it expires).
import { useEffect } from 'react'
import { signal } from '@preact/signals-react'
import { useComputed, useSignals } from '@preact/signals-react/runtime'
import { t } from '../../lib/i18n.js'

const nowSeconds = (): number => Math.floor(Date.now() / 1000)
const clock = signal(nowSeconds())
let users = 0
let timer: ReturnType<typeof setInterval> | undefined

function useClock (active = true): void {
  useEffect(() => {
    if (!active) return
    users++
    clock.value = nowSeconds()
    if (timer === undefined) timer = setInterval(() => { clock.value = nowSeconds() }, 1000)
    return () => {
      users--
      if (users === 0) { clearInterval(timer); timer = undefined }
    }
  }, [active])
}

/** A deadline in this device's clock from the upstream's remaining seconds (the device clock may be wrong). */
export function deadlineFrom (remainSecond: number): number {
  return nowSeconds() + remainSecond
}

function hms (seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return `${h > 0 ? `${two(h)}:` : ''}${two(m)}:${two(s)}`
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
