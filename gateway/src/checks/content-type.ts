// Only application/json and multipart/form-data bodies are accepted, spelled plainly. Mangled variants
// (a leading space, a tab, odd casing before ';') are refused before any parser sees them, so a body can
// never slip past validation by being routed to another parser.
export type BodyKind = 'json' | 'multipart'

const PARAMS = '(?:;[ ]*[A-Za-z0-9!#$%&\'*+.^_`|~-]+=(?:[A-Za-z0-9!#$%&\'*+.^_`|~-]+|"[^"\\r\\n\\t]*"))*'
const JSON_TYPE = new RegExp(`^application/json${PARAMS}$`)
const MULTIPART_TYPE = new RegExp(`^multipart/form-data${PARAMS}$`)

// JSON is UTF-8 (RFC 8259); a body declared in another charset would be read as UTF-8 all the same, so it is
// refused rather than silently reinterpreted.
const OTHER_CHARSET = /;[ ]*charset=(?!"?utf-8"?(?:;|$))/i

export function acceptsContentType (header: string | undefined, kind: BodyKind): boolean {
  if (header === undefined) return false
  // What clients send on nearly every call, accepted without the two regexes below (which accept it too).
  if (header === 'application/json' || header === 'application/json; charset=utf-8') return kind === 'json'

  if (kind === 'json') return JSON_TYPE.test(header) && !OTHER_CHARSET.test(header)
  return MULTIPART_TYPE.test(header)
}

const PARAM = /;[ ]*([A-Za-z0-9!#$%&'*+.^_`|~-]+)=([A-Za-z0-9!#$%&'*+.^_`|~-]+|"[^"\r\n\t]*")/g
/** RFC 2046: 1 to 70 of these characters, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/

/**
 * The boundary of an acceptable multipart/form-data type: exactly one boundary parameter, well formed.
 * Without one the body cannot be split into parts, so it is refused before any parser is started.
 */
export function multipartBoundary (header: string | undefined): string | null {
  if (header === undefined || !acceptsContentType(header, 'multipart')) return null
  const boundaries = [...header.matchAll(PARAM)].filter(m => m[1]?.toLowerCase() === 'boundary').map(m => m[2] ?? '')
  if (boundaries.length !== 1) return null
  const raw = boundaries[0] ?? ''
  const value = raw.startsWith('"') ? raw.slice(1, -1) : raw
  return BOUNDARY.test(value) ? value : null
}
