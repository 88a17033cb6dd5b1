// What of the players a run sent upstream must never be in the gateway's logs: their tokens, and every value
// of a field that identifies an account or a person (PAN, UPI ID, account numbers, CPF, Pix keys, phones).
import type { JournalEntry } from './stack.js'

const PERSONAL_FIELDS = new Set(['upi_id', 'pan_number', 'bank_account', 'account_no', 'wallet_id', 'paytm_id', 'cpf', 'evp', 'pix_key', 'phone', 'email', 'whatsapp'])
/** Shorter values (a "1", a region code) are in every log for other reasons and identify nobody. */
const MIN_LENGTH = 6

function personalValues (value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) { for (const v of value) personalValues(v, into); return }
  if (value === null || typeof value !== 'object') return
  for (const [key, v] of Object.entries(value)) {
    if (PERSONAL_FIELDS.has(key) && typeof v === 'string' && v.length >= MIN_LENGTH) into.add(v)
    else personalValues(v, into)
  }
}

/** Tokens and personal values the upstream received that also appear in the logs. */
export function leakedInto (logs: readonly string[], journal: readonly JournalEntry[]): string[] {
  const secrets = new Set<string>()
  for (const entry of journal) {
    if (entry.token !== null && entry.token.length >= MIN_LENGTH) secrets.add(entry.token)
    personalValues(entry.body, secrets)
  }
  const text = logs.join('')
  return [...secrets].filter(secret => text.includes(secret))
}
