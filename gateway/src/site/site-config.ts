// The region settings the client needs for a page host (never a secret or an upstream address), and the
// page that carries them, so the first screen does not wait for GET /api/config.
import { REGION_INFO, type SiteConfig } from '../../../shared/regions.js'
import type { Config } from '../config/config.js'
import type { HostConfig } from './page-hosts.js'

export function siteConfig (config: Config, site: HostConfig): SiteConfig {
  const regions = Object.fromEntries(Object.values(REGION_INFO).map(r => [r.region, {
    currency: r.currency,
    fractionDigits: r.fractionDigits,
    numberLocale: r.numberLocale,
    withdrawMultiple: r.withdrawMultiple,
    payoutDays: r.payoutDays,
    payoutTypes: [...r.payoutTypes]
  }])) as SiteConfig['regions']
  return {
    region: site.region,
    currency: site.currency,
    fractionDigits: site.fractionDigits,
    numberLocale: site.info.numberLocale,
    language: site.language,
    assetsType: site.info.assetsType,
    withdrawMultiple: site.info.withdrawMultiple,
    payoutDays: site.info.payoutDays,
    payoutTypes: [...site.info.payoutTypes],
    uploadMaxBytes: config.uploadMaxBytes,
    timeoutMs: config.upstreamTimeoutMs,
    serviceWorker: config.serviceWorker,
    moneyMode: site.moneyMode,
    regions,
    serverName: site.serverName,
    plan: site.plan,
    holidays: config.holidays[site.region]
  }
}

/** The id of the JSON data block the client reads at start (client/src/app/app.tsx). */
export const SITE_CONFIG_ID = 'site-config'

/** Same-origin paths of the modules this page's first screen loads (its chunks, its catalogue part). */
const MODULE_PATH = /^\/[\w.-]+\.js$/

/**
 * index.html with the host's settings as a JSON data block: never executed, so a strict CSP needs no
 * exception; `<` is escaped so no value can close the element. `modules` are announced as modulepreload
 * links beside it, so the browser fetches them with the entry instead of once the entry has run.
 */
export function pageWithConfig (html: string, data: SiteConfig, modules: readonly string[] = []): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  const links = modules.filter(m => MODULE_PATH.test(m)).map(m => `<link rel="modulepreload" href="${m}">`).join('')
  const block = `${links}<script type="application/json" id="${SITE_CONFIG_ID}">${json}</script>`
  // Parcel's minified page drops </head>: then before <body>. The entry is a module script, which runs only
  // once the whole page is parsed, so the block is there in time wherever it stands.
  if (html.includes('</head>')) return html.replace('</head>', `${block}</head>`)
  const body = html.search(/<body[\s>]/i)
  return body >= 0 ? `${html.slice(0, body)}${block}${html.slice(body)}` : `${html}${block}`
}
