// The fingerprint of a request body for idempotency: the same fields and values give the same hash
// whatever their order, so a retry of one operation matches and any other operation does not.
import { hash } from 'node:crypto'

function canonical (value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map(k => [k, canonical((value as Record<string, unknown>)[k])]))
  }
  return value
}

export function fingerprint (value: unknown): string {
  return hash('sha256', JSON.stringify(canonical(value) ?? null), 'hex')
}

/** A bearer token is a secret: records are scoped by its hash, never by the token itself. */
export function tokenScope (token: string): string {
  return hash('sha256', token, 'hex').slice(0, 32)
}
