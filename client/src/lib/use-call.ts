// Loads one call for a screen: loading, loaded, failed (with retry) or timed out.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { BodyOf, DataOf } from '../../../shared/endpoints.js'
import { call, type CallId } from './api.js'
import type { Failure, Result } from './result.js'
import { settledPrefetch, takePrefetched } from './prefetch.js'

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready', data: T }
  | { state: 'failed', failure: Failure }

function loaded<T> (result: Result<T>): Load<T> {
  return result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result }
}

export function useCall<K extends CallId> (
  id: K,
  body?: BodyOf<K>,
  deps: unknown[] = []
): Load<DataOf<K>> & { retry: () => void, reload: () => void } {
  // A read started at boot that has already been answered is shown by the first render.
  const [load, setLoad] = useState<Load<DataOf<K>>>(() => {
    const settled = settledPrefetch(id, body)
    return settled === undefined ? { state: 'loading' } : loaded(settled)
  })
  // When the deps change (another tab, filter or month), loading is set during that render (React's way to
  // adjust state to new props): the previous answer is never committed, even for a frame, under the new choice.
  const [asked, setAsked] = useState(deps)
  // A call site passes deps of one length, always.
  if (deps.some((v, i) => v !== asked[i])) {
    setAsked(deps)
    setLoad({ state: 'loading' })
  }
  const shownAtOnce = useRef(load.state !== 'loading')
  const [round, setRound] = useState(0)
  const bodyRef = useRef(body)
  bodyRef.current = body
  useEffect(() => {
    if (round === 0 && shownAtOnce.current) {
      // Taken off the shelf: nobody asks with it again.
      shownAtOnce.current = false
      void takePrefetched(id, bodyRef.current)
      return
    }
    const controller = new AbortController()
    if (round === 0) setLoad({ state: 'loading' })
    // The first load may have been started at boot (lib/prefetch.ts); a retry or reload always asks anew.
    const started = round === 0 ? takePrefetched(id, bodyRef.current) : undefined
    void (started ?? call(id, bodyRef.current, { signal: controller.signal, silent: true })).then(result => {
      if (controller.signal.aborted) return
      setLoad(loaded(result))
    })
    return () => { controller.abort() }
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, round, ...deps])
  const retry = useCallback(() => { setLoad({ state: 'loading' }); setRound(r => r + 1) }, [])
  /** Refreshes in place, keeping what is shown until the new answer arrives. */
  const reload = useCallback(() => { setRound(r => r + 1) }, [])
  return { ...load, retry, reload }
}
