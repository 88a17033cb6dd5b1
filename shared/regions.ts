// Regions, languages and their money conventions. Pure data: the gateway, the mock upstream and the
// client all read it, so a region's rules cannot disagree between them.
import type { PayoutType } from './rules/payout.js'
import type { MoneyMode } from './money-modes.js'

export const REGIONS = ['IN', 'BD', 'BR', 'ID'] as const
export type Region = (typeof REGIONS)[number]

export const LANGUAGES = ['en', 'hi', 'id', 'bn', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export interface RegionInfo {
  region: Region
  currency: string
  /** Digits shown after the separator; IDR is shown without decimals although amounts stay in minor units. */
  fractionDigits: number
  /** BCP 47 locale used for number formatting (en-IN gives lakh grouping). */
  numberLocale: string
  /** IANA time zone of the region's days and months (record filters, data centre, service hours). */
  timeZone: string
  language: Language
  /** assets_type injected when the page is not a slots page. */
  assetsType: number
  /** A withdrawal amount must be a multiple of this many minor units. */
  withdrawMultiple: number
  /** Days within which a withdrawal is paid out. */
  payoutDays: number
  /** The payout methods the region offers, in the order the withdraw screen lists them. */
  payoutTypes: readonly PayoutType[]
}

export const SLOTS_ASSETS_TYPE = 6

export const REGION_INFO: Record<Region, RegionInfo> = {
  IN: {
    region: 'IN',
    currency: 'INR',
    fractionDigits: 2,
    numberLocale: 'en-IN',
    timeZone: 'Asia/Kolkata',
    language: 'en',
    assetsType: 1,
    withdrawMultiple: 10000,
    payoutDays: 7,
    payoutTypes: ['upi', 'bank', 'paytm']
  },
  BD: {
    region: 'BD',
    currency: 'BDT',
    fractionDigits: 2,
    numberLocale: 'bn-BD',
    timeZone: 'Asia/Dhaka',
    language: 'bn',
    assetsType: 3,
    withdrawMultiple: 10000,
    payoutDays: 1,
    payoutTypes: ['bkash', 'nagad']
  },
  BR: {
    region: 'BR',
    currency: 'BRL',
    fractionDigits: 2,
    numberLocale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
    language: 'pt',
    assetsType: 2,
    withdrawMultiple: 1000,
    payoutDays: 7,
    payoutTypes: ['pix']
  },
  ID: {
    region: 'ID',
    currency: 'IDR',
    fractionDigits: 0,
    numberLocale: 'id-ID',
    timeZone: 'Asia/Jakarta',
    language: 'id',
    assetsType: 2,
    withdrawMultiple: 100000,
    payoutDays: 7,
    payoutTypes: ['gopay', 'ovo', 'dana', 'bank']
  }
}

export function isRegion (value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value)
}

export function isLanguage (value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Picks the first supported language of an Accept-Language header (or a bare tag); others fall back to en. */
export function pickLanguage (header: string | undefined | null): Language {
  if (header == null || header === '') return DEFAULT_LANGUAGE
  const tags = header.split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map(p => p.trim()).find(p => p.startsWith('q='))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(t => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const t of tags) if (isLanguage(t.base)) return t.base
  return DEFAULT_LANGUAGE
}

/** What GET /api/config gives the client for the page host it was opened on (never a secret). */
export interface SiteConfig {
  region: Region
  currency: string
  fractionDigits: number
  numberLocale: string
  language: Language
  assetsType: number
  withdrawMultiple: number
  payoutDays: number
  payoutTypes: PayoutType[]
  uploadMaxBytes: number
  timeoutMs: number
  /** The page registers the service worker (the gateway's SERVICE_WORKER); absent in older gateways: no. */
  serviceWorker?: boolean
  /** The region's money mode (shared/money-modes.ts); absent in older gateways and kept shells: open, until an
   * answer's `x-money-mode` header says otherwise. */
  moneyMode?: MoneyMode
  regions: Record<Region, {
    currency: string,
    fractionDigits: number,
    numberLocale: string,
    withdrawMultiple: number,
    payoutDays: number,
    payoutTypes: PayoutType[]
  }>
  /** The host's game server (feedback and uploads' `server_name`); absent or '': not configured, none sent. */
  serverName?: string
  /** The host's analytics plan, used when the app info carries none; absent or '': none. */
  plan?: string
  /** The host region's national holidays: the years the operators' calendar covers and their dates (YYYY-MM-DD). */
  holidays?: { years: number[], dates: string[] }
}
