import t from 'tap'
import { formatMoney, normaliseDigits, parseAmount } from '../../shared/money.js'

t.test('digits of other scripts become ASCII', async t => {
  t.equal(normaliseDigits('১২৩৪৫'), '12345', 'Bengali')
  t.equal(normaliseDigits('०९८'), '098', 'Devanagari')
  t.equal(normaliseDigits('٣٤'), '34', 'Arabic-Indic')
  t.equal(normaliseDigits('１２'), '12', 'fullwidth')
  t.equal(normaliseDigits('ab 12'), 'ab 12')
})

t.test('amounts parse to minor units with at most two decimals', async t => {
  t.equal(parseAmount('100'), 10000)
  t.equal(parseAmount('12.5'), 1250)
  t.equal(parseAmount('12.05'), 1205)
  t.equal(parseAmount(' ১০০ '), 10000)
  t.equal(parseAmount('1,000'), 100000)
  t.equal(parseAmount('12.345'), null)
  t.equal(parseAmount('-5'), null)
  t.equal(parseAmount('1e3'), null)
  t.equal(parseAmount(''), null)
})

t.test('display uses the region currency and its fraction digits', async t => {
  t.equal(formatMoney(12345678, 'IN'), '₹1,23,456.78', 'lakh grouping')
  t.match(formatMoney(15000000, 'ID'), /^Rp\s?150\.000$/, 'IDR without decimals')
  t.match(formatMoney(1050, 'BR'), /^R\$\s?10,50$/)
  t.match(formatMoney(10000, 'BD'), /৳/)
})
