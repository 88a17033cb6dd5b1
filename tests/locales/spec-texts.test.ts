// The specification's own texts (its section 5, validation, and section 8, the error catalogue) that the
// product shows, pinned here in English exactly as the specification writes them, so a wrong catalogue entry
// fails instead of being compared with itself. The other languages are checked for a translation with the
// same placeholders (their wording is the translators'; tests/locales/catalogues.test.ts checks the rest).
import t from 'tap'
import { placeholders } from '../../shared/i18n.js'
import { LANGUAGES } from '../../shared/regions.js'
import { catalogue } from '../helpers/messages.js'

/** Catalogue key -> the English text as the specification words it (placeholders in the catalogue's {name}). */
const SPEC_TEXTS: Readonly<Record<string, string>> = {
  // Section 5: validation.
  'error.mismatch': 'The two {field} entered are not the same',
  'error.required': 'Please enter your {field}',
  'upstream.amount_out_of_range': 'The amount must be between {min} and {max}',
  'withdraw.amount_required': 'Please enter the amount',
  // Section 8: the error catalogue.
  'error.system_busy': 'System busy! Please try again later',
  'error.network': 'Network error! Please try again',
  'upstream.insufficient_balance': 'Insufficient balance',
  'upstream.insufficient_withdraw_balance': 'Insufficient withdrawal balance',
  'upstream.pan_auth_failed': 'Authentication failed for PAN photo. Please upload a clear photo of the front of your PAN card',
  'upstream.payment_time_exceeded': 'Payment failed, time exceeded, in process',
  'upstream.package_expired': 'Package has expired',
  'upstream.payment_not_supported': 'Not supported. Update Google Play and try again',
  'upstream.order_in_process': 'You have one order in process already',
  'upstream.amount_required': 'Please enter the amount',
  'upstream.contact_invalid': 'Incorrect phone number or email address',
  'upstream.user_not_found': 'User ID does not exist',
  'upstream.transfer_self': 'Cannot transfer money for yourself',
  'upstream.transfer_exceeds_assets': 'Transfer amount exceeds your assets',
  'upstream.transfer_minimum': 'The minimum transfer amount is 100',
  'upstream.feedback_failed': 'Submission failed, please try again',
  'upstream.invalid_time': 'Invalid time',
  'common.no_data': 'No data',
  'common.load_failed': 'Load failed'
}

const en = catalogue('en')

t.test('English: the specification\'s texts as written', async t => {
  for (const [key, text] of Object.entries(SPEC_TEXTS)) t.equal(en[key], text, key)
})

for (const lang of LANGUAGES.filter(l => l !== 'en')) {
  t.test(`${lang}: each of them translated, with the same placeholders`, async t => {
    const cat = catalogue(lang)
    for (const [key, text] of Object.entries(SPEC_TEXTS)) {
      const value = cat[key]
      t.ok(value !== undefined && value.trim() !== '', `${key} is there`)
      t.not(value, text, `${key} is not left in English`)
      t.same(placeholders(value ?? '').sort(), placeholders(text).sort(), `${key} keeps ${JSON.stringify(placeholders(text))}`)
    }
  })
}
