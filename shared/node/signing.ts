// The upstream signature (docs/API.md "Signing"): S = md5_hex(Q + B + secret), Q the sorted query
// parameters but sign as k=v joined with &, B the exact body bytes (empty for GET and multipart).
import { hash, randomBytes } from 'node:crypto'

export function canonicalQuery (params: Record<string, string>): string {
  return Object.keys(params)
    .filter(key => key !== 'sign')
    .sort()
    .map(key => `${key}=${params[key] ?? ''}`)
    .join('&')
}

export function sign (params: Record<string, string>, body: string, secret: string): string {
  return hash('md5', canonicalQuery(params) + body + secret, 'hex')
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
  // crypto.hash: one call, no Hash object (strings are hashed as UTF-8).
  return `${query}&sign=${hash('md5', query + body + secret, 'hex')}`
}
