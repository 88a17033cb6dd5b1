// Limits the gateway and the upstream must agree on. Each is written once, here: when the gateway lets
// through what the upstream refuses, a player sees "System busy" instead of a message naming the field.

/**
 * Common body fields the gateway fills from client headers (docs/API.md "What the gateway adds upstream"), by longest
 * value.
 */
export const COMMON_FIELD_MAX = {
  origin: 200,
  appversion: 50,
  flavor: 50,
  device_id: 200
} as const

/** Any other checked client header: long enough for real values, short enough to log and forward. */
export const HEADER_MAX = 200

/** Client headers whose values become common fields, bounded by the field they become. */
export const HEADER_FIELD_MAX: Readonly<Record<string, number>> = {
  'x-origin': COMMON_FIELD_MAX.origin,
  version: COMMON_FIELD_MAX.appversion,
  'x-flavor': COMMON_FIELD_MAX.flavor,
  device: COMMON_FIELD_MAX.device_id
}

/** The largest value a checked client header may have. */
export function headerMax (name: string): number {
  return HEADER_FIELD_MAX[name] ?? HEADER_MAX
}

/**
 * Multipart framing both sides accept (busboy's names). One file and a few short text fields are all any
 * upload call has; the file's own size limit differs on purpose (the gateway's UPLOAD_MAX_BYTES is tested).
 */
export const MULTIPART_FRAME_LIMITS = {
  files: 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6
} as const
