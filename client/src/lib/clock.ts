// One clock for every countdown on screen: a signal that ticks each second while at least one
// countdown uses it, so only the countdown texts re-render, not the screens around them.
import { useEffect } from 'react'
import { signal, type ReadonlySignal } from '@preact/signals-react'
import { count } from './format.js'

/** This device's clock in whole Unix seconds (it may be wrong: deadlines are set from remaining seconds). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)

const tick = signal(nowSeconds())
export const clock: ReadonlySignal<number> = tick

let users = 0
let timer: ReturnType<typeof setInterval> | undefined

/** Keeps the clock ticking while the calling component is mounted and active. */
export function useClock (active = true): void {
  useEffect(() => {
    if (!active) return
    users++
    tick.value = nowSeconds()
    if (timer === undefined) timer = setInterval(() => { tick.value = nowSeconds() }, 1000)
    return () => {
      users--
      if (users === 0) { clearInterval(timer); timer = undefined }
    }
  }, [active])
}

export interface HmsOptions {
  /** Always write the hours (47:59:12, past 24 for windows counted in hours); otherwise 59:12 under an hour. */
  hours?: boolean
  /** The reader's digits and the region's grouping, as count() writes them; otherwise plain ASCII digits. */
  localDigits?: boolean
}

/** A duration as 01:02:03, each part two digits at least. */
export function hms (seconds: number, { hours = false, localDigits = false }: HmsOptions = {}): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const parts = [Math.floor((s % 3600) / 60), s % 60]
  if (hours || h > 0) parts.unshift(h)
  return parts.map(n => localDigits ? count(n, 2) : String(n).padStart(2, '0')).join(':')
}
