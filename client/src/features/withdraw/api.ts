// The withdraw feature's calls: the record's pages, the payout accounts (read and bind), the withdrawal
// and its cancel (money operations: lib/api.ts keys them, one Idempotency-Key per identical request).
import type { BodyOf } from '../../../../shared/endpoints.js'
import { isUniversal, type PayoutType } from '../../../../shared/rules/payout.js'
import type { WithdrawOrder } from '../../../../shared/schemas/withdraw.js'
import { call } from '../../lib/api.js'
import { upload } from '../../lib/upload.js'
import type { Result } from '../../lib/result.js'
import type { Fetch } from '../../lib/use-paged.js'
import { pagedCall } from '../../lib/paged-call.js'
import { useCall } from '../../lib/use-call.js'

export const RECORD_PAGE_SIZE = 20

/** status -1 is every status; month is 'YYYY-MM' or '' for every month. */
export function withdrawPages (status: number, month: string): Fetch<WithdrawOrder> {
  return pagedCall('withdrawList', page => ({
    page,
    page_size: RECORD_PAGE_SIZE,
    ...(status === -1 ? {} : { status: status as WithdrawOrder['status'] }),
    ...(month === '' ? {} : { month })
  }))
}

export async function withdraw (amount: number, accountId: string) {
  return call('withdraw', { amount, account_id: accountId })
}

export async function cancelWithdrawal (orderId: string) {
  return call('withdrawCancel', { order_id: orderId })
}

/** "Not received?" on a dealer's remit: keyed like a money call, so a double tap or a retry complains once. */
export async function complainWithdrawal (orderId: string) {
  return call('withdrawComplain', { order_id: orderId })
}

/** One payout account as the bind screen needs it, whichever call it came from. */
export interface AccountView {
  status: 'none' | 'bound' | 'rejected'
  values: Record<string, string>
}

function view<T extends { status: AccountView['status'] }> (result: { data: T }): AccountView {
  const values: Record<string, string> = {}
  const shown = (k: string) => k !== 'status' && k !== 'account_id' && k !== 'type'
  for (const [k, v] of Object.entries(result.data)) if (typeof v === 'string' && shown(k)) values[k] = v
  return { status: result.data.status, values }
}

/** The account of one type: the get call of its kind; Paytm has none, so the bound list tells. */
export async function loadAccount (type: PayoutType, signal: AbortSignal): Promise<Result<AccountView>> {
  const options = { signal, silent: true }
  const viewed = <T extends { status: AccountView['status'] }>(r: Result<T>): Result<AccountView> =>
    r.ok ? { ok: true, msg: r.msg, data: view(r) } : r
  if (type === 'upi') return viewed(await call('getUpiAccount', {}, options))
  if (type === 'bank') return viewed(await call('getBankAccount', {}, options))
  if (isUniversal(type)) return viewed(await call('universalGet', { type }, options))
  const list = await call('bindList', {}, options)
  if (!list.ok) return list
  const account = list.data.items.find(a => a.type === type)
  const data: AccountView = account === undefined
    ? { status: 'none', values: {} }
    : { status: account.status, values: { [`${type}_id`]: account.masked, name: account.name } }
  return { ok: true, msg: list.msg, data }
}

export type BindRequest =
  | { id: 'updateUpiAccount', body: BodyOf<'updateUpiAccount'> }
  | { id: 'bindUpiWithPan', body: BodyOf<'bindUpiWithPan'> }
  | { id: 'updateBankAccount', body: BodyOf<'updateBankAccount'> }
  | { id: 'bindPaytm', body: BodyOf<'bindPaytm'> }
  | { id: 'universalUpdate', body: BodyOf<'universalUpdate'> }

/** Not silent: an upstream refusal (UPI ID or PAN taken, account locked) is the toast the player needs. */
export async function bind (request: BindRequest): Promise<Result<unknown>> {
  switch (request.id) {
    case 'updateUpiAccount': return call('updateUpiAccount', request.body)
    case 'bindUpiWithPan': return call('bindUpiWithPan', request.body)
    case 'updateBankAccount': return call('updateBankAccount', request.body)
    case 'bindPaytm': return call('bindPaytm', request.body)
    case 'universalUpdate': return call('universalUpdate', request.body)
  }
}

/** The PAN number read from a photo of the card; with the player's id the upstream checks the photo is theirs. */
export async function readPanCard (
  file: File,
  userId: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal
) {
  const fields: Record<string, string> = userId === null ? {} : { user_id: userId }
  return upload('ocrPancard', file, file.name || 'pan-card', fields, onProgress, signal === undefined ? {} : { signal })
}

/** The payout accounts the player has bound, reloaded with the session. */
export function useBoundAccounts (refresh: number) {
  return useCall('bindList', {}, [refresh])
}

/** Whether a withdrawal waits for audit, reloaded with the session. */
export function useWaitAudit (refresh: number) {
  return useCall('withdrawWaitAudit', {}, [refresh])
}
