// What a handler decides: data on success, or a code with the message key to answer in the player's
// language. The pipeline turns it into the upstream envelope.
import { DOMAIN_MESSAGE_KEY, type DomainCode } from '../../shared/domain-codes.js'
import type { Params } from '../../shared/i18n.js'

export interface Success<D> { ok: true, data: D }
export interface Failure { ok: false, code: number, key: string, params?: Params }
export type Outcome<D> = Success<D> | Failure

export function ok<D> (data: D): Success<D> {
  return { ok: true, data }
}

/** A domain error with its own message, or another message key when the code's text is too vague. */
export function fail (code: DomainCode, params?: Params, key: string = DOMAIN_MESSAGE_KEY[code]): Failure {
  return params === undefined ? { ok: false, code, key } : { ok: false, code, key, params }
}

/** Upstream code for a body that does not match the call's schema. */
export const BAD_PARAMS = 40000
export function badParams (field: string): Failure {
  return { ok: false, code: BAD_PARAMS, key: 'upstream.bad_params', params: { field } }
}
