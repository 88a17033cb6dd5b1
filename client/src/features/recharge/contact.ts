// The payment contact (phone or e-mail): one field, read by the shared normalisers, checked with the
// shared rule and the upstream's lists, saved on the profile when it changed.
import { getDefaultStore } from 'jotai'
import type { RechargeConf } from '../../../../shared/schemas/recharge.js'
import { contactProblem } from '../../../../shared/rules/contact.js'
import { canonical, refusal } from '../../lib/field-check.js'
import { currentUser, loginAtom, playerRegion } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'
import { saveProfileContact } from './api.js'

export type Contact = { phone: string } | { email: string }

/**
 * A phone in any form its owner writes it ("+91 98765-43210", Bengali or Devanagari digits) in the form the
 * upstream takes for the region; an e-mail trimmed.
 */
export function toContact (text: string): Contact {
  return text.includes('@') ? { email: canonical('email', text) } : { phone: canonical('phone', text) }
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
  const region = playerRegion()
  const contact = toContact(text)
  const problem = contactProblem(contactValue(contact), region, lists)
  if (problem === 'required') return t('recharge.contact_required')
  if (problem === null) return null
  // Not written as a phone or an e-mail is written: say how one is. Well written but refused (a blocked
  // mail domain, a word of the upstream's list): the upstream's own words.
  const [rule, label] = 'email' in contact ? ['email', 'field.email'] as const : ['phone', 'field.phone'] as const
  return refusal(rule, contactValue(contact), t(label), region) ?? t('upstream.contact_invalid')
}

/** Saves the contact on the profile unless it is already the saved one; false when the upstream refused. */
export async function saveContact (contact: Contact): Promise<boolean> {
  const user = currentUser()
  const unchanged = 'email' in contact ? user?.email === contact.email : user?.phone === contact.phone
  if (unchanged) return true
  const result = await saveProfileContact(contact)
  if (!result.ok) return false
  getDefaultStore().set(loginAtom, { state: 'in', user: result.data })
  return true
}
