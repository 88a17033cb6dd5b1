// The gateway's label values, each from a fixed list: endpoint ids of the table (plus a few names for the
// gateway's own routes), the regions, the envelope statuses and the HTTP statuses the gateway answers with.
// Everything is an index into those lists, so the hot path counts without building label objects.
import { endpointList, type EndpointDef } from '../../../shared/endpoints.js'
import { REGIONS, type Region } from '../../../shared/regions.js'
import { ENVELOPE_STATUSES } from '../../../shared/codes.js'

/** Routes of the gateway itself, by route URL. */
const OWN_ROUTES: Record<string, string> = {
  '/healthz': 'healthz',
  '/readyz': 'readyz',
  '/api/config': 'config',
  '/api/openapi.json': 'openapi'
}
/** An /api path that is no route; a page or asset of the client. */
export const UNMATCHED = 'unmatched'
export const PAGE = 'page'
/** An entry not in the table (tests add made-up routes). */
export const OTHER = 'other'

const table = endpointList()
export const ENDPOINT_LABELS: readonly string[] =
  [...table.map(([id]) => id), ...Object.values(OWN_ROUTES), UNMATCHED, PAGE, OTHER]
const byDef = new Map<EndpointDef, number>(table.map(([, entry], i) => [entry, i]))
const byRoute = new Map<string, number>([
  ...table.map(([, entry], i): [string, number] => [entry.path, i]),
  ...Object.keys(OWN_ROUTES).map((route, i): [string, number] => [route, table.length + i])
])
const unmatchedIndex = ENDPOINT_LABELS.indexOf(UNMATCHED)
const pageIndex = ENDPOINT_LABELS.indexOf(PAGE)
const otherIndex = ENDPOINT_LABELS.indexOf(OTHER)
export const TABLE_SIZE = table.length

export function endpointIndexOf (entry: EndpointDef): number {
  return byDef.get(entry) ?? otherIndex
}

/** The endpoint of a request, from its matched route (never from the URL it sent, except /api or not). */
export function routeIndex (routeUrl: string | undefined, url: string): number {
  const known = routeUrl === undefined ? undefined : byRoute.get(routeUrl)
  if (known !== undefined) return known
  return url.startsWith('/api') ? unmatchedIndex : pageIndex
}

export const REGION_LABELS: readonly Region[] = REGIONS
const regionIndexes = new Map<string, number>(REGIONS.map((r, i) => [r, i]))
export function regionIndex (region: Region): number {
  return regionIndexes.get(region) ?? 0
}

/** Envelope statuses, and "none" for answers that are not an envelope (pages, assets, health). */
export const STATUS_LABELS: readonly string[] = [...ENVELOPE_STATUSES, 'none']
const statusIndexes = new Map<unknown, number>(STATUS_LABELS.map((s, i) => [s, i]))
export function statusIndex (status: unknown): number {
  return statusIndexes.get(status) ?? STATUS_LABELS.length - 1
}

const HTTP_CODES = [
  200, 204, 206, 301, 302, 304,
  400, 401, 403, 404, 405, 406, 408, 409, 413, 414, 415, 416, 422, 429, 431,
  500, 501, 502, 503, 504
]
export const HTTP_LABELS: readonly string[] = [...HTTP_CODES.map(String), 'other']
const httpIndexes = new Map<number, number>(HTTP_CODES.map((c, i) => [c, i]))
export function httpIndex (code: number): number {
  return httpIndexes.get(code) ?? HTTP_CODES.length
}

/** Labels that a child stands for, made once, the first time that combination is seen. */
export class Children<C> {
  readonly #slots: Array<C | undefined>
  constructor (size: number, readonly make: (index: number) => C) { this.#slots = new Array<C | undefined>(size) }
  at (index: number): C {
    let child = this.#slots[index]
    if (child === undefined) {
      child = this.make(index)
      this.#slots[index] = child
    }
    return child
  }
}
