// The fake payment provider behind the mock upstream. The player pays (or not) at the provider, and the
// provider's word is the only thing that settles an order: what the game app or the page reports is a
// hint. Tests and the development host app play the payer through POST /__mock/provider/pay.

/** What the payer did at the provider, as its server-to-server notice says. */
export type ProviderOutcome = 'paid' | 'failed' | 'abandoned'

/** Why the merchant (the upstream) closed an order the provider still had open. */
export type CloseReason = 'failed' | 'cancelled' | 'expired'

export type ProviderOrder =
  | { order_id: string, owner: string, amount: number, state: 'open', notices: number }
  | { order_id: string, owner: string, amount: number, state: ProviderOutcome, notices: number }
  | { order_id: string, owner: string, amount: number, state: 'closed', reason: CloseReason, notices: number }

export type NoticeResult =
  | { ok: true, order: ProviderOrder }
  | { ok: false, problem: 'unknown' | 'final', order?: ProviderOrder }

export class PaymentProvider {
  private readonly orders = new Map<string, ProviderOrder>()

  reset (): void {
    this.orders.clear()
  }

  /** A new order the payer can now pay; `owner` is the player's token, so a notice finds the order. */
  open (orderId: string, owner: string, amount: number): void {
    this.orders.set(orderId, { order_id: orderId, owner, amount, state: 'open', notices: 0 })
  }

  get (orderId: string): ProviderOrder | undefined {
    return this.orders.get(orderId)
  }

  /**
   * The payer's outcome. An order settles once; the same notice again is accepted (providers retry their
   * notices until acknowledged) and changes nothing, another outcome afterwards is refused.
   */
  notify (orderId: string, outcome: ProviderOutcome, late = false): NoticeResult {
    const order = this.orders.get(orderId)
    if (order === undefined) return { ok: false, problem: 'unknown' }
    // A late authorisation: the bank's answer came after the order ended failed or closed (timed out); the
    // provider, which kept asking the bank, now says paid.
    const lateAuthorisation = late && outcome === 'paid' && (order.state === 'failed' || order.state === 'closed')
    if (order.state !== 'open' && order.state !== outcome && !lateAuthorisation) {
      return { ok: false, problem: 'final', order }
    }
    const settled: ProviderOrder = {
      order_id: order.order_id,
      owner: order.owner,
      amount: order.amount,
      state: outcome,
      notices: order.notices + 1
    }
    this.orders.set(orderId, settled)
    return { ok: true, order: settled }
  }

  /** The merchant gives up an order nobody paid; a paid or already settled order stays as it is. */
  close (orderId: string, reason: CloseReason): ProviderOrder | undefined {
    const order = this.orders.get(orderId)
    if (order?.state !== 'open') return order
    const closed: ProviderOrder = {
      order_id: order.order_id,
      owner: order.owner,
      amount: order.amount,
      state: 'closed',
      reason,
      notices: order.notices
    }
    this.orders.set(orderId, closed)
    return closed
  }
}
