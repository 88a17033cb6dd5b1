// One normaliser per field: what people really type and paste (vectors with their origin in
// vectors/real-inputs.json, libphonenumber-js's example numbers) becomes the one form the rule checks.
import t, { type Test } from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getExampleNumber } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { normalise } from '../../shared/rules/normalise.js'
import { fieldProblem, type RuledField } from '../../shared/rules/fields.js'
import { fieldCheckMessage, fieldExample } from '../../shared/rules/examples.js'
import { FIELD_RULES } from '../../shared/rules/fields.js'
import { REGIONS, type Region } from '../../shared/regions.js'
import { projectRoot } from '../../shared/node/project-root.js'

type Pairs = Array<[string, string]>
interface Vectors {
  ifsc: { valid: string[], typed: Pairs, invalid: string[] }
  cpf: { valid: Pairs, typo: string[], invalid: string[] }
  evp: { typed: Pairs, invalid: string[] }
  phones: Record<Region | 'pix_phone', Pairs> & { refused: Record<Region, string[]> }
  names: { accepted: Pairs, refused: string[] }
  destinations: { typed: Array<[RuledField, Region, string, string]>, refused: Array<[RuledField, Region, string]> }
  dates: { typed: Pairs, refused: string[] }
}
const v = JSON.parse(readFileSync(join(projectRoot(), 'tests/shared/vectors/real-inputs.json'), 'utf8')) as Vectors

function accepts (t: Test, field: RuledField, typed: string, canonical: string, region: Region): void {
  const value = normalise(field, typed, region)
  t.equal(value, canonical, `${field} ${region} "${typed}" -> "${canonical}"`)
  t.equal(fieldProblem(field, value, region), null, `${field} ${region} "${canonical}" passes its rule`)
}

t.test('phones in every form people write them, per region', async t => {
  for (const region of REGIONS) {
    for (const [typed, canonical] of v.phones[region]) accepts(t, 'phone', typed, canonical, region)
    for (const typed of v.phones.refused[region]) t.not(fieldProblem('phone', normalise('phone', typed, region), region), null, `${region} refuses "${typed}"`)
  }
  for (const [typed, canonical] of v.phones.pix_phone) accepts(t, 'pix_phone', typed, canonical, 'BR')
})

t.test('libphonenumber-js example mobiles, in each of its formats, reach the canonical form', async t => {
  const canonical: Record<Region, (national: string) => string> = { IN: n => n, BD: n => `0${n}`, BR: n => `+55${n}`, ID: n => `0${n}` }
  for (const region of REGIONS) {
    const example = getExampleNumber(region, examples)
    if (example === undefined) throw new Error(`no example number for ${region}`)
    const want = canonical[region](example.nationalNumber)
    for (const typed of [example.formatNational(), example.formatInternational(), example.number, example.number.slice(1), example.getURI().replace('tel:', '')]) {
      accepts(t, 'phone', typed, want, region)
    }
  }
  // The payout wallets of a country take its mobile numbers, written the same ways.
  const bd = getExampleNumber('BD', examples)
  const id = getExampleNumber('ID', examples)
  const br = getExampleNumber('BR', examples)
  for (const typed of [bd?.formatInternational() ?? '', bd?.formatNational() ?? '']) accepts(t, 'account_no', typed, `0${bd?.nationalNumber ?? ''}`, 'BD')
  for (const typed of [id?.formatInternational() ?? '', id?.formatNational() ?? '']) accepts(t, 'wallet_id', typed, `0${id?.nationalNumber ?? ''}`, 'ID')
  for (const typed of [br?.formatInternational() ?? '', br?.formatNational() ?? '']) accepts(t, 'pix_phone', typed, br?.nationalNumber ?? '', 'BR')
})

t.test('bKash, Nagad, GoPay, OVO, Dana and Paytm numbers take their country\'s phone forms whatever the page', async t => {
  for (const region of REGIONS) {
    accepts(t, 'account_no', '+880 1712-345678', '01712345678', region)
    accepts(t, 'wallet_id', '+62 812-3456-7890', '081234567890', region)
    accepts(t, 'paytm_id', '+91 98765-43210', '9876543210', region)
  }
})

t.test('IFSC codes of real branches, as people copy them', async t => {
  for (const code of v.ifsc.valid) accepts(t, 'ifsc', code, code, 'IN')
  for (const [typed, canonical] of v.ifsc.typed) accepts(t, 'ifsc', typed, canonical, 'IN')
  for (const code of v.ifsc.invalid) t.equal(fieldProblem('ifsc', normalise('ifsc', code, 'IN'), 'IN'), 'invalid', `refuses ${code}`)
})

t.test('CPFs as printed; a wrong check digit or one repeated digit is a typo', async t => {
  for (const [typed, canonical] of v.cpf.valid) accepts(t, 'cpf', typed, canonical, 'BR')
  for (const typed of v.cpf.typo) t.equal(fieldProblem('cpf', normalise('cpf', typed, 'BR'), 'BR'), 'typo', `typo: ${typed}`)
  for (const typed of v.cpf.invalid) t.equal(fieldProblem('cpf', normalise('cpf', typed, 'BR'), 'BR'), 'invalid', `not a CPF: ${typed}`)
})

t.test('Pix random keys pasted as banks show them (UUID with dashes, any case)', async t => {
  for (const [typed, canonical] of v.evp.typed) accepts(t, 'evp', typed, canonical, 'BR')
  for (const typed of v.evp.invalid) t.equal(fieldProblem('evp', normalise('evp', typed, 'BR'), 'BR'), 'invalid', `refuses ${typed}`)
})

t.test('names as they stand on cards: dots, apostrophes, hyphens, any script', async t => {
  for (const [typed, canonical] of v.names.accepted) accepts(t, 'name', typed, canonical, 'IN')
  for (const typed of v.names.refused) t.equal(fieldProblem('name', normalise('name', typed, 'IN'), 'IN'), 'invalid', `refuses ${typed}`)
  t.equal(fieldProblem('name', 'A'.repeat(100), 'IN'), null, '100 characters')
  t.equal(fieldProblem('name', 'A'.repeat(101), 'IN'), 'invalid', 'not 101')
})

t.test('a PAN is an individual\'s when its fourth letter is P', async t => {
  accepts(t, 'pan_number', 'abcpe1234f', 'ABCPE1234F', 'IN')
  t.equal(fieldProblem('pan_number', normalise('pan_number', 'AAACR5055K', 'IN'), 'IN'), 'not_individual', 'a company\'s PAN (C)')
  t.equal(fieldProblem('pan_number', 'AAAT12345X', 'IN'), 'invalid', 'not a PAN at all')
})

t.test('other fields people paste', async t => {
  accepts(t, 'upi_id', ' Ravi.Kumar@OKAXIS ', 'ravi.kumar@okaxis', 'IN')
  accepts(t, 'bank_account', '1234 5678 9012', '123456789012', 'IN')
  accepts(t, 'user_id', '১২৩৪ ৫৬৭৮', '12345678', 'BD')
  accepts(t, 'utr', '4312 9876 5012', '431298765012', 'IN')
  accepts(t, 'whatsapp', '98123 45678', '+919812345678', 'IN')
  accepts(t, 'whatsapp', '01812-345679', '+8801812345679', 'BD')
  accepts(t, 'whatsapp', '00 55 11 98765 4321', '+5511987654321', 'IN')
  accepts(t, 'email', ' ana.souza@hotmail.com ', 'ana.souza@hotmail.com', 'BR')
})

t.test('a payout destination is never guessed: only grouping and case go, an inner space is refused', async t => {
  for (const [field, region, typed, canonical] of v.destinations.typed) accepts(t, field, typed, canonical, region)
  const tr = (key: string, params?: Record<string, string | number>) => `${key}:${JSON.stringify(params ?? {})}`
  for (const [field, region, typed] of v.destinations.refused) {
    const value = normalise(field, typed, region)
    t.equal(fieldProblem(field, value, region), 'invalid', `${field} ${region} refuses "${typed}" (read as "${value}")`)
    t.equal(fieldCheckMessage(tr, 'invalid', 'LABEL', field, region), `error.invalid_example:${JSON.stringify({ field: 'LABEL', example: fieldExample(field, region) })}`, 'with the field and an example')
  }
  t.equal(normalise('upi_id', 'rahul sharma@ybl', 'IN'), 'rahul sharma@ybl', 'the typed UPI ID is not joined into another handle')
  t.equal(normalise('upi_id', 'rahul@ok hdfcbank', 'IN'), 'rahul@ok hdfcbank')
})

t.test('a date of birth in local digits is read; a day/month/year order is refused, not reordered', async t => {
  for (const region of ['IN', 'BD'] as const) {
    for (const [typed, canonical] of v.dates.typed) accepts(t, 'birth_date', typed, canonical, region)
    for (const typed of v.dates.refused) {
      const value = normalise('birth_date', typed, region)
      t.equal(fieldProblem('birth_date', value, region), 'invalid', `${region} refuses "${typed}" (read as "${value}")`)
    }
  }
  t.equal(normalise('birth_date', '१५/०८/२००५', 'IN'), '15/08/2005', 'the digits become ASCII, the order stays as typed')
})

t.test('every refusal names the field and shows an example that is itself accepted', async t => {
  const tr = (key: string, params?: Record<string, string | number>) => `${key}:${JSON.stringify(params ?? {})}`
  for (const field of Object.keys(FIELD_RULES) as RuledField[]) {
    for (const region of REGIONS) {
      const example = fieldExample(field, region)
      if (example === undefined) continue
      t.equal(fieldProblem(field, normalise(field, example, region), region), null, `${field} ${region}: the example "${example}" is accepted`)
      t.match(fieldCheckMessage(tr, 'invalid', 'LABEL', field, region), `"example":${JSON.stringify(example)}`)
    }
  }
  t.equal(fieldCheckMessage(tr, 'typo', 'CPF', 'cpf', 'BR'), 'error.typo:{"field":"CPF"}')
})
