import t from 'tap'
import { formatMoney, normaliseDigits, parsePlainAmount } from '../../shared/money.js'

t.test('digits of other scripts become ASCII', async t => {
  t.equal(normaliseDigits('১২৩৪৫'), '12345', 'Bengali')
  t.equal(normaliseDigits('०९८'), '098', 'Devanagari')
  t.equal(normaliseDigits('٣٤'), '34', 'Arabic-Indic')
  t.equal(normaliseDigits('１２'), '12', 'fullwidth')
  t.equal(normaliseDigits('ab 12'), 'ab 12')
})

t.test('machine-written amounts (the upstream\'s CSV rows) parse to minor units', async t => {
  t.equal(parsePlainAmount('100'), 10000)
  t.equal(parsePlainAmount('12.5'), 1250)
  t.equal(parsePlainAmount('12.05'), 1205)
  t.equal(parsePlainAmount('1,000'), null, 'never a typed amount: no separators guessed')
  t.equal(parsePlainAmount('12.345'), null)
  t.equal(parsePlainAmount('-5'), null)
  t.equal(parsePlainAmount('1e3'), null)
  t.equal(parsePlainAmount(''), null)
})

t.test('display uses the region currency and its fraction digits', async t => {
  t.equal(formatMoney(12345678, 'IN'), '₹1,23,456.78', 'lakh grouping')
  t.match(formatMoney(15000000, 'ID'), /^Rp\s?150\.000$/, 'IDR without decimals')
  t.match(formatMoney(1050, 'BR'), /^R\$\s?10,50$/)
  t.match(formatMoney(10000, 'BD'), /৳/)
})
