// The part of autocannon 8's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    overallRate?: number
    idReplacement?: boolean
    expectBody?: string
    timeout?: number
  }

  export interface Histogram { average: number, p50: number, p90: number, p99: number, max: number }

  export interface Result {
    requests: Histogram & { total: number, sent: number }
    latency: Histogram
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends EventEmitter {
    stop: () => void
  }

  function autocannon (options: Options, done: (err: Error | null, result: Result) => void): Instance
  export default autocannon
}
