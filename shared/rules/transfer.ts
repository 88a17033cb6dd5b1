// A coin transfer, written once (docs/ARCHITECTURE.md "Limits and constants"): to someone else, whole coins,
// at least MIN_TRANSFER and at most what the sender holds. A player's transfer and a dealer's sale follow
// the same rule; the forms check it field by field, the mock upstream checks it whole.

/** Transfers count whole coins; the minimum is 100 coins. */
export const MIN_TRANSFER = 100

export type TransferTargetProblem = { key: 'self' }
export type TransferCoinsProblem =
  | { key: 'required' }
  | { key: 'below_minimum', min: number }
  | { key: 'above_balance' }
export type TransferProblem = TransferTargetProblem | TransferCoinsProblem

/** The receiver: anyone but the sender. */
export function transferTargetProblem (from: string, to: string): TransferTargetProblem | null {
  return from === to ? { key: 'self' } : null
}

/** The coins; without `available` only the request itself is checked (before the sender's coins are known). */
export function transferCoinsProblem (
  coins: number | null,
  available = Number.POSITIVE_INFINITY
): TransferCoinsProblem | null {
  if (coins === null || !Number.isInteger(coins) || coins <= 0) return { key: 'required' }
  if (coins < MIN_TRANSFER) return { key: 'below_minimum', min: MIN_TRANSFER }
  if (coins > available) return { key: 'above_balance' }
  return null
}

/** The whole transfer, the receiver first. */
export function transferProblem (
  from: string,
  to: string,
  coins: number | null,
  available = Number.POSITIVE_INFINITY
): TransferProblem | null {
  return transferTargetProblem(from, to) ?? transferCoinsProblem(coins, available)
}
