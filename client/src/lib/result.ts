// What a call gives a screen: the data, or a failure with the envelope's code, message and status ('network'
// when no envelope came back). Its own module so the session and the screens need not import the api client.
import type { EnvelopeStatus, FieldError } from '../../../shared/codes.js'

export type Failure = {
  ok: false
  code: number
  msg: string
  status: EnvelopeStatus | 'network'
  errors?: FieldError[]
}
export type Result<T> = { ok: true, data: T, msg: string } | Failure
