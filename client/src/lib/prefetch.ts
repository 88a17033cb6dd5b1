// Calls a screen will make, started at boot beside the user info and the screen's chunk instead of after
// them (app/router.tsx): the screen's first call of the same kind takes that answer rather than asking again.
import type { BodyOf, DataOf, EndpointId } from '../../../shared/endpoints.js'
import { call, type CallId } from './api.js'
import type { Result } from './result.js'

/** An answer nobody took within this time is stale: the screen asks again. */
const MAX_AGE_MS = 30_000

interface Started {
  result: Promise<Result<unknown>>
  at: number
  /** The answer, once it has come. */
  settled?: Result<unknown>
}

const pending = new Map<string, Started>()

function keyOf (id: EndpointId, body: unknown): string {
  return `${id}:${JSON.stringify(body ?? {})}`
}

/** Starts a read now (silent: the screen that takes it reports a failure its own way); settles once it has
 * answered, whatever the answer. */
export function prefetch<K extends CallId> (id: K, body?: BodyOf<K>): Promise<unknown> {
  const started: Started = { result: call(id, body, { silent: true }), at: Date.now() }
  pending.set(keyOf(id, body), started)
  return started.result.then(result => { started.settled = result })
}

/** The answer of the started call of this kind and body if it has already come, for the screen's first
 * render to show at once (one render instead of two on a slow phone); it stays there for takePrefetched. */
export function settledPrefetch<K extends CallId> (id: K, body?: BodyOf<K>): Result<DataOf<K>> | undefined {
  const found = pending.get(keyOf(id, body))
  if (found === undefined || Date.now() - found.at > MAX_AGE_MS) return undefined
  return found.settled as Result<DataOf<K>> | undefined
}

/** The started call of this kind and body, once; undefined when there is none (or it is stale). */
export function takePrefetched<K extends CallId> (id: K, body?: BodyOf<K>): Promise<Result<DataOf<K>>> | undefined {
  const key = keyOf(id, body)
  const found = pending.get(key)
  pending.delete(key)
  if (found === undefined || Date.now() - found.at > MAX_AGE_MS) return undefined
  return found.result as Promise<Result<DataOf<K>>>
}
