// Amounts as players of each country type them, read by their locale's separators: the defect this fixes
// read a Brazilian's "10,50" as R$1.050,00.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { amountExample, readAmount, type AmountFormat } from '../../shared/amount-input.js'
import { formatMoney } from '../../shared/money.js'
import { REGION_INFO, REGIONS, type Region } from '../../shared/regions.js'
import { projectRoot } from '../../shared/node/project-root.js'

interface Vectors { amounts: Record<Region, Array<[string, number]>> & { refused: Record<string, string[]> } }
const vectors = JSON.parse(readFileSync(join(projectRoot(), 'tests/shared/vectors/real-inputs.json'), 'utf8')) as Vectors

function formatOf (region: Region, latin = false): AmountFormat {
  const info = REGION_INFO[region]
  return { locale: latin ? `${info.numberLocale}-u-nu-latn` : info.numberLocale, fractionDigits: info.fractionDigits, currency: info.currency }
}

t.test('what people of each country type reads as they mean it', async t => {
  for (const region of REGIONS) {
    for (const [typed, minor] of vectors.amounts[region]) {
      t.same(readAmount(typed, formatOf(region)), { ok: true, minor }, `${region} "${typed}"`)
      t.same(readAmount(typed, formatOf(region, true)), { ok: true, minor }, `${region} "${typed}" with Latin digits shown`)
    }
  }
})

t.test('a text that does not fit the locale is refused, never guessed', async t => {
  for (const [region, texts] of Object.entries(vectors.amounts.refused)) {
    for (const typed of texts) t.same(readAmount(typed, formatOf(region as Region)), { ok: false, problem: 'format' }, `${region} refuses "${typed}"`)
  }
  t.same(readAmount('   ', formatOf('BR')), { ok: false, problem: 'empty' })
  t.same(readAmount('12345678901', formatOf('IN')), { ok: false, problem: 'format' }, 'more than ten billion is no amount anyone means')
})

t.test('the Brazilian defect: "10,50" is ten reais fifty, "50,00" fifty reais', async t => {
  t.same(readAmount('10,50', formatOf('BR')), { ok: true, minor: 1050 })
  t.same(readAmount('50,00', formatOf('BR')), { ok: true, minor: 5000 })
  t.match(formatMoney(1050, 'BR'), /^R\$\s?10,50$/)
})

t.test('the refusal shows the locale\'s own form', async t => {
  t.equal(amountExample(formatOf('BR')), '12.345,50')
  t.equal(amountExample(formatOf('IN')), '12,345.50')
  t.equal(amountExample(formatOf('ID')), '150.000')
  t.equal(amountExample(formatOf('BD')), '১২,৩৪৫.৫০', 'Bengali digits for a Bengali reader')
  t.equal(amountExample(formatOf('BD', true)), '12,345.50')
})
