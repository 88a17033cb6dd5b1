// Who the coins would go to: looked up once the typed id is a valid 8-digit id (after a short typing
// pause), remembered per id, and asked again at once when the player submits.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Failure } from '../../lib/result.js'
import { track } from '../../lib/analytics.js'
import { findUser, type OtherUser } from './api.js'

export type Lookup =
  | { state: 'checking' }
  | { state: 'found', user: OtherUser }
  | { state: 'missing' }
  | { state: 'failed', failure: Failure }

const TYPING_PAUSE_MS = 300

export interface Recipient {
  /** The lookup of the current id; null while there is no valid id to look up. */
  lookup: Lookup | null
  retry: () => void
  /** The answer for this id now (submit): no typing pause, the remembered one if any. */
  resolve: (userId: string) => Promise<Lookup>
  /** The upstream said this user does not exist (10040) after all. */
  markMissing: (userId: string) => void
}

export function useRecipient (userId: string | null): Recipient {
  const known = useRef(new Map<string, OtherUser | null>())
  const [current, setCurrent] = useState<{ id: string, lookup: Lookup } | null>(null)
  const [round, setRound] = useState(0)

  const ask = useCallback(async (id: string, signal?: AbortSignal): Promise<Lookup> => {
    const remembered = known.current.get(id)
    if (remembered !== undefined) {
      return remembered === null ? { state: 'missing' } : { state: 'found', user: remembered }
    }
    const result = await findUser(id, signal)
    if (!result.ok) return { state: 'failed', failure: result }
    known.current.set(id, result.data)
    track('transfer', 'lookup', { found: result.data !== null })
    return result.data === null ? { state: 'missing' } : { state: 'found', user: result.data }
  }, [])

  useEffect(() => {
    if (userId === null) { setCurrent(null); return }
    const controller = new AbortController()
    setCurrent({ id: userId, lookup: { state: 'checking' } })
    const timer = setTimeout(() => {
      void ask(userId, controller.signal).then(lookup => {
        if (!controller.signal.aborted) setCurrent({ id: userId, lookup })
      })
    }, known.current.has(userId) ? 0 : TYPING_PAUSE_MS)
    return () => { clearTimeout(timer); controller.abort() }
  }, [userId, round, ask])

  const resolve = useCallback(async (id: string): Promise<Lookup> => {
    const lookup = await ask(id)
    setCurrent(c => c === null || c.id === id ? { id, lookup } : c)
    return lookup
  }, [ask])

  const markMissing = useCallback((id: string) => {
    known.current.set(id, null)
    setCurrent(c => c !== null && c.id === id ? { id, lookup: { state: 'missing' } } : c)
  }, [])

  return {
    lookup: current !== null && current.id === userId ? current.lookup : null,
    retry: () => { setRound(r => r + 1) },
    resolve,
    markMissing
  }
}
