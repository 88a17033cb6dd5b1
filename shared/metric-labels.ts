// Label values of the services' metrics come from these lists only, never from what a caller sent, so the
// number of series stays bounded whatever arrives (a million random paths are one "unmatched").
import { CLOSE_ALL_PAGES_CODES, OK } from './codes.js'
import { DOMAIN } from './domain-codes.js'

/** Result codes an upstream answer is counted under by their own number; any other is "other". */
const KNOWN_CODES = new Set<number>([OK, ...CLOSE_ALL_PAGES_CODES, ...Object.values(DOMAIN)])
const CODE_LABELS = new Map<number, string>([...KNOWN_CODES].map(code => [code, String(code)]))

export function codeLabel (code: unknown): string {
  return typeof code === 'number' ? CODE_LABELS.get(code) ?? 'other' : 'none'
}
