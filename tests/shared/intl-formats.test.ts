// One Intl formatter per locale and options, made once: the same answers as a fresh formatter gives.
import t from 'tap'
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats.js'

t.test('a formatter is made once per locale and options', async t => {
  const inr = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const
  t.equal(numberFormat('en-IN-u-nu-latn', inr), numberFormat('en-IN-u-nu-latn', { ...inr }), 'equal options, one formatter')
  t.not(numberFormat('en-IN-u-nu-latn', inr), numberFormat('bn-BD', inr), 'another locale, another formatter')
  t.not(numberFormat('id-ID', { maximumFractionDigits: 0 }), numberFormat('id-ID', { maximumFractionDigits: 0, minimumIntegerDigits: 2 }), 'other options, another formatter')
  t.equal(dateTimeFormat('hi', { dateStyle: 'medium' }), dateTimeFormat('hi', { dateStyle: 'medium' }))
  t.not(dateTimeFormat('hi', { dateStyle: 'medium' }), dateTimeFormat('hi', { dateStyle: 'medium', timeStyle: 'short' }))
})

t.test('and formats as a fresh one does', async t => {
  const cases: Array<[string, Intl.NumberFormatOptions, number]> = [
    ['en-IN-u-nu-latn', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }, 1234567.5],
    ['bn-BD', { style: 'currency', currency: 'BDT', minimumFractionDigits: 2, maximumFractionDigits: 2 }, 98765.43],
    ['pt-BR-u-nu-latn', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, 1500],
    ['id-ID-u-nu-latn', { maximumFractionDigits: 0 }, 2500000]
  ]
  for (const [locale, options, value] of cases) {
    t.equal(numberFormat(locale, options).format(value), new Intl.NumberFormat(locale, options).format(value), `${locale} ${value}`)
  }
  const when = new Date(Date.UTC(2026, 10, 25, 12, 30))
  t.equal(dateTimeFormat('pt', { dateStyle: 'medium', timeZone: 'UTC' }).format(when), new Intl.DateTimeFormat('pt', { dateStyle: 'medium', timeZone: 'UTC' }).format(when))
})
