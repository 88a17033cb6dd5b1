// The payment contact (phone or e-mail): one field, checked with the shared rule and the upstream's
// lists, saved on the profile when it changed.
import { getDefaultStore } from 'jotai'
import type { RechargeConf } from '../../../../shared/schemas/recharge.js'
import { contactProblem } from '../../../../shared/rules/contact.js'
import { normaliseDigits } from '../../../../shared/money.js'
import { call } from '../../lib/api.js'
import { currentUser, loginAtom, playerRegion } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'

export type Contact = { phone: string } | { email: string }

/** Phones may be typed in Bengali or Devanagari digits; the upstream wants ASCII. */
export function toContact (text: string): Contact {
  const value = text.trim()
  return value.includes('@') ? { email: value } : { phone: normaliseDigits(value).replace(/[\s-]/g, '') }
}

export function contactValue (c: Contact): string {
  return 'email' in c ? c.email : c.phone
}

export function savedContact (): string {
  const user = currentUser()
  return user === null ? '' : user.phone !== '' ? user.phone : user.email
}

export function contactError (text: string, conf: RechargeConf | null): string | null {
  const lists = { invalidEmails: conf?.invalid_emails ?? [], invalidWords: conf?.invalid_words ?? [] }
  const problem = contactProblem(contactValue(toContact(text)), playerRegion(), lists)
  if (problem === 'required') return t('recharge.contact_required')
  if (problem === 'invalid') return t('upstream.contact_invalid')
  return null
}

/** Saves the contact on the profile unless it is already the saved one; false when the upstream refused. */
export async function saveContact (contact: Contact): Promise<boolean> {
  const user = currentUser()
  const unchanged = 'email' in contact ? user?.email === contact.email : user?.phone === contact.phone
  if (unchanged) return true
  const result = await call('modifyUserInfo', contact)
  if (!result.ok) return false
  getDefaultStore().set(loginAtom, { state: 'in', user: result.data })
  return true
}
