// Only application/json and multipart/form-data bodies are accepted, spelled plainly. Mangled variants
// (a leading space, a tab, odd casing before ';') are refused before any parser sees them, so a body can
// never slip past validation by being routed to another parser.
export type BodyKind = 'json' | 'multipart'

const PARAMS = '(?:;[ ]*[A-Za-z0-9!#$%&\'*+.^_`|~-]+=(?:[A-Za-z0-9!#$%&\'*+.^_`|~-]+|"[^"\\r\\n\\t]*"))*'
const JSON_TYPE = new RegExp(`^application/json${PARAMS}$`)
const MULTIPART_TYPE = new RegExp(`^multipart/form-data${PARAMS}$`)

export function acceptsContentType (header: string | undefined, kind: BodyKind): boolean {
  if (header === undefined) return false
  return (kind === 'json' ? JSON_TYPE : MULTIPART_TYPE).test(header)
}
