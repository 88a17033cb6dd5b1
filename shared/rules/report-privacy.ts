// What an analytics event may carry: never a secret or a payout detail (a token or signature, an account or
// card number, a UPI ID, a PAN, an IFSC, a phone, an e-mail, a UTR, a CPF or Pix key). The client drops such
// attributes before it sends; the gateway and the upstream refuse a report that still has one, naming it.

export type AttributeValue = string | number | boolean

/** Words of an attribute's name that make it a secret or a payout detail, whatever its value. */
const SECRET_WORDS = new Set([
  'token', 'secret', 'password', 'passwd', 'pwd', 'authorization', 'auth', 'bearer', 'cookie', 'session', 'sign',
  'signature', 'nonce',
  'account', 'acct', 'iban', 'upi', 'vpa', 'pan', 'ifsc', 'phone', 'mobile', 'msisdn', 'email', 'mail', 'utr', 'cpf',
  'evp', 'pix',
  'wallet', 'bkash', 'nagad', 'gopay', 'ovo', 'dana', 'paytm', 'payee', 'holder', 'otp', 'pin', 'cvv'
])
/** Two words that together name a card number ("card_id" of a recharge card is a product, not a payment card). */
const CARD_NUMBER = /(?:^|_)card_?(?:no|num|number)(?:_|$)/

/** The words of a name: snake, kebab, dotted and camel case alike ("bankAccountNo" is bank, account, no). */
function words (name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(w => w !== '')
}

function secretName (name: string): boolean {
  const ws = words(name)
  return ws.some(w => SECRET_WORDS.has(w)) || CARD_NUMBER.test(ws.join('_'))
}

// Values that are a payout detail whatever the name says: anything@handle (a UPI ID or an e-mail), a PAN,
// an IFSC, a run of 9 or more digits (a phone, an account, card or CPF number; ids such as WD10000110 have
// fewer), a bearer token or a JWT.
const AT_HANDLE = /[^\s@]@[^\s@]/
const PAN = /(?:^|[^A-Za-z0-9])[A-Za-z]{5}[0-9]{4}[A-Za-z](?:$|[^A-Za-z0-9])/
const IFSC = /(?:^|[^A-Za-z0-9])[A-Za-z]{4}0[A-Za-z0-9]{6}(?:$|[^A-Za-z0-9])/
const DIGIT_RUN = /\d(?:[\s.-]?\d){8,}/
const BEARER = /\bbearer\s|\beyJ[\w-]{4,}\.[\w-]{4,}/i

function secretValue (value: AttributeValue, known: readonly string[]): boolean {
  if (typeof value !== 'string') return false
  if (AT_HANDLE.test(value) || PAN.test(value) || IFSC.test(value) || DIGIT_RUN.test(value) || BEARER.test(value)) {
    return true
  }
  return known.some(k => k.length >= 4 && value.includes(k))
}

/** The first attribute (by name) that is a secret or a payout detail; null when the event may carry them all. */
export function secretAttribute (
  attributes: Readonly<Record<string, AttributeValue>>,
  known: readonly string[] = []
): string | null {
  for (const [name, value] of Object.entries(attributes)) if (secretName(name) || secretValue(value, known)) return name
  return null
}

/**
 * The attributes without any secret or payout detail. `known` are this session's own secrets (its token, the
 * player's phone and e-mail): a value containing one is dropped too.
 */
export function scrubAttributes (
  attributes: Readonly<Record<string, AttributeValue>>,
  known: readonly string[] = []
): Record<string, AttributeValue> {
  const kept = Object.entries(attributes).filter(([name, value]) => !secretName(name) && !secretValue(value, known))
  return Object.fromEntries(kept)
}

/**
 * The field path of the first attribute a report's events must not carry ("list.0.attributes.upi_id"); null if none.
 */
export function reportSecretField (events: unknown, listName: string): string | null {
  if (!Array.isArray(events)) return null
  for (const [i, event] of events.entries()) {
    const attributes = (event as { attributes?: unknown } | null)?.attributes
    if (attributes === null || typeof attributes !== 'object') continue
    const name = secretAttribute(attributes as Record<string, AttributeValue>)
    if (name !== null) return `${listName}.${i}.attributes.${name}`
  }
  return null
}
