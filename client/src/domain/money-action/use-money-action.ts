// The one way a money form or dialog moves money: the player's intent waits for the confirmation, the
// confirmation sends it once (runMoneyAction: a keyed call and its analytics trail), and the outcome settles
// it: done, refused by the upstream, or uncertain. An uncertain outcome is shown as pending and sends the
// player to the record (which asks the upstream what happened); confirming it again reuses the same key.
import { useCallback, useRef, useState } from 'react'
import type { Failure, Result } from '../../lib/result.js'
import { runMoneyAction, type Trail } from './run.js'

export interface MoneyActionOptions<I, D> {
  send: (intent: I) => Promise<Result<D>>
  trail: Trail<I, D>
  onDone: (data: D, intent: I) => void
  /** A definite no from the upstream (the api client has shown its message unless the call is quiet). */
  onRefused?: (failure: Failure, intent: I) => void
  onUncertain?: (failure: Failure, intent: I) => void
  /** The player dismissed the confirmation. */
  onClosed?: () => void
  /** An uncertain outcome keeps the confirmation open (its button sends the same key again) rather than
   * going back to the form with the pending notice. */
  uncertainStays?: boolean
  /** Once confirmed, the confirmation cannot be dismissed until the answer: closing it would not stop the money. */
  holdWhileSending?: boolean
}

export interface MoneyAction<I> {
  /** The intent waiting for the player's confirmation. */
  pending: I | null
  sending: boolean
  /** The last confirmation had no certain answer: the money may have moved. */
  uncertain: boolean
  /** The form's checks passed: ask for the confirmation of this intent. */
  ask: (intent: I) => void
  close: () => void
  confirm: () => Promise<void>
  /** A new attempt starts: the previous pending notice goes. */
  clearUncertain: () => void
}

export function useMoneyAction<I, D> (options: MoneyActionOptions<I, D>): MoneyAction<I> {
  const [pending, setPending] = useState<I | null>(null)
  const [sending, setSending] = useState(false)
  const [uncertain, setUncertain] = useState(false)
  const sendingNow = useRef(false)
  const latest = useRef(options)
  latest.current = options
  const hold = options.holdWhileSending === true

  const close = useCallback(() => {
    if (hold && sendingNow.current) return
    setPending(null)
    latest.current.onClosed?.()
  }, [hold])

  const confirm = async (): Promise<void> => {
    if (pending === null) return
    const intent = pending
    const o = latest.current
    sendingNow.current = true
    setSending(true)
    const settled = await runMoneyAction(intent, o.send, o.trail).finally(() => {
      sendingNow.current = false
      setSending(false)
    })
    const stays = settled.kind === 'uncertain' && o.uncertainStays === true
    if (!stays) setPending(null)
    setUncertain(settled.kind === 'uncertain')
    if (settled.kind === 'done') o.onDone(settled.data, intent)
    else if (settled.kind === 'refused') o.onRefused?.(settled.failure, intent)
    else o.onUncertain?.(settled.failure, intent)
  }

  return {
    pending,
    sending,
    uncertain,
    ask: setPending,
    close,
    confirm,
    clearUncertain: useCallback(() => { setUncertain(false) }, [])
  }
}
