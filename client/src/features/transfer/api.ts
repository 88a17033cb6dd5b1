// The transfer feature's calls: finding the receiver, the transfer itself (a money operation, keyed by
// lib/api.ts), the record and the agency list.
import type { DataOf } from '../../../../shared/endpoints.js'
import type { AgencyItem, TransferRecord, TransferType } from '../../../../shared/schemas/transfer.js'
import { call } from '../../lib/api.js'
import type { Result } from '../../lib/result.js'
import type { Fetch } from '../../lib/use-paged.js'
import { pagedCall } from '../../lib/paged-call.js'

export type OtherUser = DataOf<'getOtherUserInfo'>['items'][number]

export const RECORD_PAGE_SIZE = 20
export const AGENCY_PAGE_SIZE = 20

/** The receiver's name and picture; null data when no such user exists. Silent: the form says why. */
export async function findUser (userId: string, signal?: AbortSignal): Promise<Result<OtherUser | null>> {
  const options = signal === undefined ? { silent: true } : { signal, silent: true }
  const result = await call('getOtherUserInfo', { user_id_list: [userId] }, options)
  if (!result.ok) return result
  return { ok: true, msg: result.msg, data: result.data.items.find(u => u.user_id === userId) ?? null }
}

/**
 * Sends whole coins. The same receiver and amount reuse the key until an answer is certain, so a retry
 * after a timeout is replayed by the upstream instead of paying twice. Silent: the form ties the
 * transfer codes to their fields and toasts the rest.
 */
export async function sendCoins (userId: string, amount: number): Promise<Result<DataOf<'transfer'>>> {
  return call('transfer', { user_id: userId, amount }, { silent: true })
}

export type RecordFilter = 'all' | TransferType

export function transferPages (type: RecordFilter): Fetch<TransferRecord> {
  return pagedCall('transferList', page => ({ page, page_size: RECORD_PAGE_SIZE, ...(type === 'all' ? {} : { type }) }))
}

export const agencyPages: Fetch<AgencyItem> = pagedCall('agencyList', page => ({ page, page_size: AGENCY_PAGE_SIZE }))
