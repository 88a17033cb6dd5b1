// The upstream signature of CONTRACT.md section 4: S = md5_hex(Q + B + secret), Q the sorted query
// parameters but sign as k=v joined with &, B the exact body bytes (empty for GET and multipart).
import { createHash, randomBytes } from 'node:crypto'

export function canonicalQuery (params: Record<string, string>): string {
  return Object.keys(params)
    .filter(key => key !== 'sign')
    .sort()
    .map(key => `${key}=${params[key] ?? ''}`)
    .join('&')
}

export function sign (params: Record<string, string>, body: string, secret: string): string {
  return createHash('md5').update(canonicalQuery(params) + body + secret, 'utf8').digest('hex')
}

/** 16 fresh random hex characters, as the contract's minimum. */
export function newNonce (): string {
  return randomBytes(8).toString('hex')
}

export function unixSeconds (now = Date.now()): number {
  return Math.floor(now / 1000)
}

/** Builds the signed query string for a call: nonce, ts and sign. */
export function signedQuery (body: string, secret: string, nonce: string, ts: number): string {
  // canonicalQuery({ nonce, ts }), written out: these two keys, sorted, on every call the gateway signs.
  const query = `nonce=${nonce}&ts=${ts}`
  return `${query}&sign=${createHash('md5').update(query + body + secret, 'utf8').digest('hex')}`
}
