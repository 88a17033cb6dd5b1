// The dealer centre's calls, one place from the endpoint table to the screens. Actions on orders and
// followers are not silent: the upstream's refusal (an illegal change, a used UTR) is the toast the dealer
// needs. Selling coins is a money operation: lib/api.ts keys it, and keeps the key while the outcome is uncertain.
import type { DealerLogEntry, Follower } from '../../../../shared/schemas/dealer.js'
import type { FollowerStatus } from '../../../../shared/rules/dealer.js'
import type { PayoutTab, PayrollStatus } from '../../../../shared/rules/payroll.js'
import type { TransferRecord, TransferType } from '../../../../shared/schemas/transfer.js'
import { call } from '../../lib/api.js'
import { upload } from '../../lib/upload.js'
import type { Fetch } from '../../lib/use-paged.js'
import { pagedCall } from '../../lib/paged-call.js'
import { useCall } from '../../lib/use-call.js'

export const PAGE_SIZE = 20
/** The follower picker of the sell dialog: one page of active followers is enough to pick from. */
export const PICKER_SIZE = 50

export async function acceptOrder (orderId: string) {
  return call('agentOrderAccept', { order_id: orderId })
}

export async function refuseOrder (orderId: string, reason: string) {
  return call('agentOrderRefuse', { order_id: orderId, reason })
}

export async function abandonOrder (orderId: string, reason: string) {
  return call('agentOrderAbandon', reason === '' ? { order_id: orderId } : { order_id: orderId, reason })
}

/** Silent: a refused UTR is shown under its field; the remit form decides what becomes a toast. */
export async function remitByUtr (orderId: string, utr: string) {
  return call('agentOrderRemit', { order_id: orderId, utr }, { silent: true })
}

/** Silent for the same reason: a refused photo is shown under the file picker. */
export async function remitByRecord (
  orderId: string,
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal
) {
  return upload('agentOrderRecord', file, filename, { order_id: orderId }, onProgress, { signal, silent: true })
}

export async function saveProfile (nickname: string, whatsapp: string) {
  return call('agentProfile', { nickname, whatsapp })
}

export async function savePrice (price: number) {
  return call('agentPrice', { price })
}

export async function sellCoins (userId: string, amount: number) {
  return call('agentSell', { user_id: userId, amount })
}

export async function addFollower (userId: string) {
  return call('agentFollowerAdd', { user_id: userId })
}

export async function blockFollower (userId: string, blocked: boolean) {
  return call('agentFollowerBlock', { user_id: userId, blocked })
}

export async function migrateFollower (userId: string, toAgentId: string) {
  return call('agentFollowerMigrate', { user_id: userId, to_agent_id: toAgentId })
}

/** status 'all' is every follower. */
export function followerPages (status: FollowerStatus | 'all'): Fetch<Follower> {
  return pagedCall('agentFollowers', page => ({ page, page_size: PAGE_SIZE, ...(status === 'all' ? {} : { status }) }))
}

export async function activeFollowers (signal: AbortSignal) {
  return call('agentFollowers', { page: 1, page_size: PICKER_SIZE, status: 'active' }, { signal, silent: true })
}

/** The agents a follower can be migrated to: the region's agency list. */
export async function agencies (signal: AbortSignal) {
  return call('agencyList', { page: 1, page_size: PICKER_SIZE }, { signal, silent: true })
}

/** The dealer's coin record; type 'all' is every record. */
export function transferPages (type: TransferType | 'all'): Fetch<TransferRecord> {
  return pagedCall('transferList', page => ({ page, page_size: PAGE_SIZE, ...(type === 'all' ? {} : { type }) }))
}

export function logPages (): Fetch<DealerLogEntry> {
  return pagedCall('agentLog', page => ({ page, page_size: PAGE_SIZE }))
}

/** The dealer's account (profile, price, coins, counts), reloaded with the session. */
export function useAgentInfo (refresh: number) {
  return useCall('agentInfo', {}, [refresh])
}

/** The pay-roll's orders of a state; 'all' is every state. */
export function usePayrollOrders (status: PayrollStatus | 'all') {
  return useCall('agentOrders', status === 'all' ? {} : { status }, [status])
}

/** The pay-out's orders of a tab. */
export function usePayoutOrders (tab: PayoutTab) {
  return useCall('agentOrders', { tab }, [tab])
}

/** One order's history; version reloads it after an action on the order. */
export function useOrderDetail (orderId: string, version: number) {
  return useCall('agentOrderDetail', { order_id: orderId }, [orderId, version])
}

/** The download list's rows of a tab. */
export function useOrderDownload (tab: PayoutTab) {
  return useCall('agentOrderDownload', { tab }, [tab])
}

/** The data centre's figures over the last days. */
export function useDealerData (days: number) {
  return useCall('agentData', { days }, [days])
}
