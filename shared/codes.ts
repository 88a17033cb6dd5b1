// Upstream result codes and the gateway envelope (the domain codes are in shared/domain-codes.ts).

export const OK = 0

/** Codes after which the host app must close every wallet page (docs/API.md "Upstream codes"). */
export const SIGN_INVALID = 50300
export const SESSION_EXPIRED = 50301
export const ACCOUNT_KICKED = 50307
export const PAY_ERROR = 50315
export const CLOSE_ALL_PAGES_CODES: readonly number[] = [SIGN_INVALID, SESSION_EXPIRED, ACCOUNT_KICKED, PAY_ERROR]

export const ENVELOPE_STATUSES = ['success', 'error', 'outage', 'timeout'] as const
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number]

export interface FieldError { field: string, message: string }

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T | null
  status: EnvelopeStatus
  errors?: FieldError[]
}

/** Gateway-made answers (no upstream result) carry these codes. */
export const GATEWAY_FAILURE = -1
export const BAD_REQUEST = 400
export const UNAUTHORIZED = 401
/** The same Idempotency-Key is still in flight: the outcome is not known yet (query, or retry later with the key). */
export const IDEMPOTENCY_IN_FLIGHT = 409
/** The same Idempotency-Key came with another body: a different operation must have a key of its own. */
export const IDEMPOTENCY_MISMATCH = 422
