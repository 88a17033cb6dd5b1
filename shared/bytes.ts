// The one way a byte count is written for people, in the client and in the gateway's messages: "5 MB",
// "1.5 MB", "64 KB", "100 B" (1 MB = 1024 KB, as phones show file sizes). The number is written in the
// locale given (Bengali digits for a player reading Bengali); the unit stays as phones write it.
import { numberFormat } from './intl-formats.js'

const KB = 1024
const MB = 1024 * KB

export function formatBytes (bytes: number, locale = 'en'): string {
  if (bytes >= MB) return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / MB)} MB`
  const whole = numberFormat(locale, { maximumFractionDigits: 0 })
  return bytes >= KB ? `${whole.format(Math.floor(bytes / KB))} KB` : `${whole.format(bytes)} B`
}
