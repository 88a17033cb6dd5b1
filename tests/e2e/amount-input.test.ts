// Amounts read in Chromium's own Intl, for every region x language pair a player can meet: the client reads
// typed money with the separators Chromium's ICU gives (formatToParts), which need not be Node's. The
// shared reader is bundled as the client bundles it and run in the page.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { projectRoot } from '../../shared/node/project-root.js'
import { LANGUAGES, REGIONS, type Region } from '../../shared/regions.js'
import { e2eBrowser } from './support/fixture.js'

interface Vectors { amounts: Record<Region, Array<[string, number]>> & { refused: Record<string, string[]> } }
const vectors = JSON.parse(readFileSync(join(projectRoot(), 'tests/shared/vectors/real-inputs.json'), 'utf8')) as Vectors

/** Amounts in minor units: cents, lakhs and crores, an Indonesian price with no cents, the largest we pay. */
const SAMPLES = [1, 99, 1050, 5000, 100000, 123456, 10000000, 12345678, 15000000, 100000000, 999999999]

const bundle = await build({
  stdin: {
    contents: `export { readAmount, amountExample } from './shared/amount-input.ts'
export { formatMoney, playerNumberLocale } from './shared/money.ts'
export { REGION_INFO } from './shared/regions.ts'`,
    resolveDir: projectRoot(),
    loader: 'ts'
  },
  bundle: true,
  format: 'iife',
  globalName: 'walletAmounts',
  target: 'es2022',
  write: false
})
const script = bundle.outputFiles[0]?.text ?? ''

interface Pair { region: Region, language: string }
interface Outcome { pair: string, locale: string, text: string, read: unknown, want: unknown }

const browser = await e2eBrowser(t)
const page = await browser.newPage()
// Run on its own through tsx, functions sent to the page carry esbuild's `__name(...)` calls.
await page.evaluate('globalThis.__name = globalThis.__name ?? (fn => fn)')
await page.addScriptTag({ content: script })

const pairs: Pair[] = REGIONS.flatMap(region => LANGUAGES.map(language => ({ region, language })))
t.equal(pairs.length, 20, 'four regions, five languages')

t.test('an amount shown in Chromium for any pair reads back as the same minor units', async t => {
  const wrong = await page.evaluate((pairs: Pair[], samples: number[]) => {
    const w = (window as unknown as { walletAmounts: typeof import('../../shared/amount-input.js') & typeof import('../../shared/money.js') & typeof import('../../shared/regions.js') }).walletAmounts
    const out: Outcome[] = []
    for (const { region, language } of pairs) {
      const info = w.REGION_INFO[region]
      const locale = w.playerNumberLocale(info.numberLocale, language)
      const format = { locale, fractionDigits: info.fractionDigits, currency: info.currency }
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: info.fractionDigits, maximumFractionDigits: info.fractionDigits })
      // A region shown without cents (Indonesia) has only whole amounts to show.
      for (const minor of samples.filter(m => m % 10 ** (2 - info.fractionDigits) === 0)) {
        for (const text of [w.formatMoney(minor, region, info.fractionDigits, locale), plain.format(minor / 100)]) {
          const read = w.readAmount(text, format)
          if (!read.ok || read.minor !== minor) out.push({ pair: `${language} x ${region}`, locale, text, read, want: minor })
        }
      }
    }
    return out
  }, pairs, SAMPLES)
  t.same(wrong, [], 'every shown amount reads back')
})

t.test('what players of each region type reads the same in every language of the page', async t => {
  const wrong = await page.evaluate((pairs: Pair[], typed: Record<string, Array<[string, number]>>, refused: Record<string, string[]>) => {
    const w = (window as unknown as { walletAmounts: typeof import('../../shared/amount-input.js') & typeof import('../../shared/money.js') & typeof import('../../shared/regions.js') }).walletAmounts
    const out: Outcome[] = []
    for (const { region, language } of pairs) {
      const info = w.REGION_INFO[region]
      const locale = w.playerNumberLocale(info.numberLocale, language)
      const format = { locale, fractionDigits: info.fractionDigits, currency: info.currency }
      for (const [text, minor] of typed[region] ?? []) {
        const read = w.readAmount(text, format)
        if (!read.ok || read.minor !== minor) out.push({ pair: `${language} x ${region}`, locale, text, read, want: minor })
      }
      for (const text of refused[region] ?? []) {
        const read = w.readAmount(text, format)
        if (read.ok || read.problem !== 'format') out.push({ pair: `${language} x ${region}`, locale, text, read, want: 'refused' })
      }
    }
    return out
  }, pairs, { IN: vectors.amounts.IN, BD: vectors.amounts.BD, BR: vectors.amounts.BR, ID: vectors.amounts.ID }, vectors.amounts.refused)
  t.same(wrong, [], 'typed by real players: read as meant, or refused with the locale\'s form')
})

t.test('the form a refusal shows is the one Chromium writes for the pair', async t => {
  const examples = await page.evaluate((pairs: Pair[]) => {
    const w = (window as unknown as { walletAmounts: typeof import('../../shared/amount-input.js') & typeof import('../../shared/money.js') & typeof import('../../shared/regions.js') }).walletAmounts
    return pairs.map(({ region, language }) => {
      const info = w.REGION_INFO[region]
      return `${language} x ${region}: ${w.amountExample({ locale: w.playerNumberLocale(info.numberLocale, language), fractionDigits: info.fractionDigits, currency: info.currency })}`
    })
  }, pairs)
  t.same(examples.filter(e => e.startsWith('pt x BR') || e.startsWith('bn x BD') || e.startsWith('en x IN') || e.startsWith('id x ID')),
    ['en x IN: 12,345.50', 'bn x BD: ১২,৩৪৫.৫০', 'pt x BR: 12.345,50', 'id x ID: 150.000'])
})
