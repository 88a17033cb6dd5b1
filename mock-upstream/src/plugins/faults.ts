// Transport failures on demand: the next matching requests are delayed, refused with an HTTP status,
// cut off, answered with a body that is not JSON, or answered with a chosen code.
import fp from 'fastify-plugin'

export interface FaultSpec {
  /** Exact upstream path; absent matches every upstream call. */
  path?: string
  token?: string
  times?: number
  delay_ms?: number
  http_status?: number
  reset?: boolean
  /** The call is carried out, then the connection is cut before the answer: an outcome the caller cannot know. */
  reset_after?: boolean
  malformed?: boolean
  code?: number
  msg?: string
}

export interface Fault extends FaultSpec { id: number, remaining: number }

export class Faults {
  private faults: Fault[] = []
  private lastId = 0

  add (spec: FaultSpec): number {
    this.lastId += 1
    this.faults.push({ ...spec, id: this.lastId, remaining: spec.times ?? 1 })
    return this.lastId
  }

  /** The oldest fault matching the request, counted as used. */
  take (path: string, token: string | null): Fault | undefined {
    const matches = (f: Fault): boolean =>
      (f.path === undefined || f.path === path) && (f.token === undefined || f.token === token)
    const index = this.faults.findIndex(matches)
    const fault = this.faults[index]
    if (fault === undefined) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults.splice(index, 1)
    return fault
  }

  clear (): void {
    this.faults = []
  }
}

declare module 'fastify' {
  interface FastifyInstance { faults: Faults }
}

export default fp(async app => {
  app.decorate('faults', new Faults())
}, { name: 'mock-faults' })
