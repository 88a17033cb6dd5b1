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
  if (kind === 'json') return JSON_TYPE.test(header) && !OTHER_CHARSET.test(header)
  return MULTIPART_TYPE.test(header)
}
