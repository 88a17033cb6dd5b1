// What the fuzz tests share: the fixed seed, the run counts, an HTTP client that treats a slow answer as a
// hang, and a report that prints the seed and the counterexample so a CI failure replays locally.
import type { Test } from 'tap'
import fc from 'fast-check'
import { Agent, request } from 'undici'
import type { Region } from '../../shared/regions.js'

/** Fixed unless FUZZ_SEED says otherwise, so a failure in CI is the same failure on a laptop. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20250808)

/** `npm run fuzz` multiplies every property's runs by FUZZ_SCALE; `npm test` runs them once each. */
export const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1))

export const runs = (base: number): number => base * SCALE

/** No honest answer takes this long on loopback: a request still open after it is a hang. */
export const HANG_MS = 10_000

export const HOST: Record<Region, string> = { IN: 'localhost', BD: 'bd.localhost', BR: 'br.localhost', ID: 'id.localhost' }

export interface Answer { status: number, body: unknown, text: string }

export function hangDetectingAgent (): Agent {
  return new Agent({ headersTimeout: HANG_MS, bodyTimeout: HANG_MS, connect: { timeout: HANG_MS } })
}

/** One request; a timeout is thrown as a hang with what was sent. */
export async function send (agent: Agent, url: string, options: { method: 'GET' | 'POST', headers: Record<string, string> | string[], body?: string | Buffer }): Promise<Answer> {
  try {
    const res = await request(url, { dispatcher: agent, method: options.method, headers: options.headers, ...(options.body === undefined ? {} : { body: options.body }) })
    const text = await res.body.text()
    let body: unknown = null
    try { body = JSON.parse(text) } catch { body = null }
    return { status: res.statusCode, body, text }
  } catch (err) {
    throw new Error(`no answer (hang or reset) for ${options.method} ${url}: ${(err as Error).message}`)
  }
}

/**
 * Runs a property with the fixed seed and reports a failure in tap with fast-check's own report (seed, path,
 * counterexample), so it can be replayed with FUZZ_SEED and fast-check's `path`.
 */
export async function checkProperty<T> (t: Test, name: string, property: fc.IAsyncPropertyWithHooks<T>, numRuns: number): Promise<number> {
  const details = await fc.check(property, { seed: SEED, numRuns, endOnFailure: true })
  if (details.failed) {
    // The error first and the counterexample cut short: a body 100,000 levels deep would drown the report.
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
    const example = fc.stringify(details.counterexample)
    t.fail(`${name}: ${error}\n  replay: FUZZ_SEED=${details.seed} (fast-check path "${details.counterexamplePath ?? ''}")\n  counterexample (${example.length} characters): ${example.slice(0, 1500)}`)
  } else {
    t.pass(`${name}: ${details.numRuns} cases (seed ${SEED})`)
  }
  return details.numRuns
}

interface EnvelopeLike { code?: unknown, msg?: unknown, data?: unknown, status?: unknown }

/** The refusal of docs/API.md "The envelope": a 4xx with the envelope, status error; a readable failure otherwise. */
export function refusalProblem (answer: Answer, allowed: readonly number[] = [400, 413, 415]): string | null {
  if (!allowed.includes(answer.status)) return `HTTP ${answer.status} (expected ${allowed.join('/')}): ${answer.text.slice(0, 300)}`
  const body = answer.body as EnvelopeLike | null
  if (body === null || typeof body !== 'object') return `not an envelope: ${answer.text.slice(0, 300)}`
  if (body.status !== 'error' || typeof body.msg !== 'string' || body.msg === '' || body.data !== null || typeof body.code !== 'number') return `not an error envelope: ${answer.text.slice(0, 300)}`
  return null
}
