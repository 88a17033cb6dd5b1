// Each screen's guards (docs/ARCHITECTURE.md "Screens and routes"): whether it needs a player or a dealer,
// whether it shows the kept snapshot, and the reads it starts at boot. Without React: the page's first module
// (client/src/first-calls.ts) reads them to start the first screen's calls before the router has arrived.
import { parse } from 'regexparam'
import { paths, type ScreenName } from './paths.js'
import { prefetchMyBalance } from '../features/asset/prefetch.js'

export interface Guards {
  login: boolean
  dealer?: boolean
  /** The screen shows the player's last known state before the login check answers (lib/snapshot.ts). */
  snapshot?: boolean
  /** Reads that need only the app info: they go out with the user info, not after it; each settles once answered. */
  prefetch?: () => Array<Promise<unknown>>
}

const player: Guards = { login: true }
const dealer: Guards = { login: true, dealer: true }
const anyone: Guards = { login: false }

export const guards: Readonly<Record<ScreenName, Guards>> = {
  assetDetail: { login: true, snapshot: true, prefetch: prefetchMyBalance },
  assetOrder: player,
  assetTransactions: player,
  withdrawOption: player,
  withdrawBind: player,
  withdrawRecord: player,
  rechargeAmount: player,
  rechargeChannel: player,
  rechargeCard: player,
  rechargeScratchers: player,
  rechargeDirect: player,
  rechargeNotice: anyone,
  gpRechargeAmount: player,
  feedback: player,
  feedbackHistory: player,
  feedbackDetail: player,
  feedbackPreview: player,
  privacy: anyone,
  aboutUs: anyone,
  // The spec sets no login flag on the transfer routes; every call behind them needs a player, so they are gated.
  userTransfer: player,
  transfersRecord: player,
  addAgentCash: player,
  agentManage: dealer,
  payOut: dealer,
  payRoll: dealer,
  payTransCash: dealer,
  payTransList: dealer,
  payCenterData: dealer,
  payCenterUser: dealer
}

/** The screen a path shows (the root redirects to My Balance), matched as wouter's default parser (regexparam)
 * matches the router's routes. */
export function screenAt (path: string): ScreenName | undefined {
  const target = path === paths.root.path ? paths.assetDetail.path : path
  return (Object.keys(guards) as ScreenName[]).find(name => {
    const pattern = paths[name].path
    return (typeof pattern === 'string' ? parse(pattern).pattern : pattern).test(target)
  })
}
