// An amount as a person of the locale types it, read into minor units. The separators come from the
// locale (Intl), never from a fixed character: a Brazilian's "10,50" is R$10.50 and "1.000" is R$1.000,
// an Indian's "1,00,000.50" is one lakh. A text that does not fit the locale is refused, never guessed.
import { MINOR_PER_MAJOR, normaliseDigits } from './money.js'
import { numberFormat } from './intl-formats.js'

export interface AmountFormat {
  /** BCP 47 locale of the player's numbers (the one money is shown with). */
  locale: string
  /** Decimals the currency shows: 2, or 0 for rupiah (whose minor units stay hundredths). */
  fractionDigits: number
  /** ISO currency; its symbol and code may be pasted in front of or after the number ("R$ 10,50"). */
  currency?: string
}

export type AmountRead =
  | { ok: true, minor: number }
  | { ok: false, problem: 'empty' | 'format' }

interface Separators {
  group: string
  decimal: string
  /** Size of the last group and of the ones before it: 3 and 3, or 3 and 2 for lakh grouping. */
  primary: number
  secondary: number
  symbols: string[]
}

/** What people write for the currency besides its symbol and code (a bank SMS says "Rs." and "Tk"). */
const CURRENCY_WORDS: Record<string, readonly string[]> = { INR: ['Rs.', 'Rs'], BDT: ['Tk.', 'Tk'] }

const cache = new Map<string, Separators>()

function separatorsOf (locale: string, currency: string | undefined): Separators {
  const key = `${locale}|${currency ?? ''}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const parts = new Intl.NumberFormat(
    locale,
    { useGrouping: true, minimumFractionDigits: 1 }
  ).formatToParts(123456789.5)
  const group = parts.find(p => p.type === 'group')?.value ?? ','
  const decimal = parts.find(p => p.type === 'decimal')?.value ?? '.'
  const sizes = parts.filter(p => p.type === 'integer').map(p => p.value.length)
  const primary = sizes[sizes.length - 1] ?? 3
  const secondary = sizes.length > 2 ? sizes[sizes.length - 2] ?? primary : primary
  const symbols: string[] = []
  if (currency !== undefined) {
    symbols.push(currency, ...(CURRENCY_WORDS[currency] ?? []))
    for (const display of ['symbol', 'narrowSymbol'] as const) {
      const symbol = new Intl.NumberFormat(
        locale,
        { style: 'currency', currency, currencyDisplay: display }
      ).formatToParts(1).find(p => p.type === 'currency')?.value
      if (symbol !== undefined && !symbols.includes(symbol)) symbols.push(symbol)
    }
  }
  // Longest first, so "R$" goes before "$".
  symbols.sort((a, b) => b.length - a.length)
  const found = { group, decimal, primary, secondary, symbols }
  cache.set(key, found)
  return found
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Group separators that are spaces (fr, pl) are typed as any space. */
const SPACE_GROUP = /^[\s\u00a0\u202f]$/

function withoutSymbol (text: string, symbols: readonly string[]): string {
  for (const symbol of symbols) {
    const lower = text.toLowerCase()
    const s = symbol.toLowerCase()
    if (lower.startsWith(s)) return text.slice(symbol.length).trim()
    if (lower.endsWith(s)) return text.slice(0, text.length - symbol.length).trim()
  }
  return text
}

/** Whether the groups of an integer part are those of the locale (or plain thousands, which no locale misreads). */
function groupsFit (groups: readonly string[], sep: Separators): boolean {
  if (groups.length === 1) return true
  const [first = '', ...rest] = groups
  const fits = (primary: number, secondary: number): boolean =>
    first.length >= 1 && first.length <= secondary &&
    rest.every((g, i) => g.length === (i === rest.length - 1 ? primary : secondary))
  return fits(sep.primary, sep.secondary) || fits(3, 3)
}

const MAX_WHOLE_DIGITS = 10

export function readAmount (text: string, format: AmountFormat): AmountRead {
  const sep = separatorsOf(format.locale, format.currency)
  const spaced = normaliseDigits(text).replace(/[\u00a0\u202f]/g, ' ').trim()
  if (spaced === '') return { ok: false, problem: 'empty' }
  const bare = withoutSymbol(spaced, sep.symbols)
  const group = SPACE_GROUP.test(sep.group) ? ' ' : sep.group
  const shape = new RegExp(`^(\\d+(?:${escape(group)}\\d+)*)(?:${escape(sep.decimal)}(\\d+))?$`)
  const match = shape.exec(bare)
  if (match === null) return { ok: false, problem: 'format' }
  const groups = (match[1] ?? '').split(group)
  const fraction = match[2] ?? ''
  if (!groupsFit(groups, sep)) return { ok: false, problem: 'format' }
  if (fraction.length > format.fractionDigits) return { ok: false, problem: 'format' }
  const whole = groups.join('').replace(/^0+(?=\d)/, '')
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'format' }
  return { ok: true, minor: Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0')) }
}

/** How an amount is written in the locale, for the refusal's "write it like ...": 12,345.50; 12.345,50; 150.000. */
export function amountExample (format: AmountFormat): string {
  const value = format.fractionDigits > 0 ? 12345.5 : 150000
  return numberFormat(
    format.locale,
    { minimumFractionDigits: format.fractionDigits, maximumFractionDigits: format.fractionDigits }
  ).format(value)
}
