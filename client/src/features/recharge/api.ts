// The recharge feature's calls. Orders are money operations: lib/api.ts keys each one and keeps its
// Idempotency-Key while the outcome is uncertain, so paying again after a timeout never makes two orders.
import type { BodyOf } from '../../../../shared/endpoints.js'
import { call } from '../../lib/api.js'
import { useCall } from '../../lib/use-call.js'

/** A package or a typed amount (add cash), or a chips-shop product at its price. */
export async function orderRecharge (body: BodyOf<'recharge'>) {
  return call('recharge', body)
}

/** A recharge card: the card call takes no declaration or contact. */
export async function orderCard (cardId: number, channelId: number) {
  return call('cardBuy', { card_id: cardId, channel_id: channelId })
}

/** Any allowed amount, straight (direct) or for scratchers. */
export async function orderDirect (kind: 'direct' | 'scratchers', body: BodyOf<'commonRecharge'>) {
  return call(kind === 'direct' ? 'commonRecharge' : 'scratchersRecharge', body)
}

/** Reports the payment SDK's result for an order: a hint for the upstream, which asks the provider. */
export async function reportPayResult (body: BodyOf<'sdkCallback'>, signal: AbortSignal) {
  return call('sdkCallback', body, { silent: true, signal })
}

export async function orderDetail (orderId: string, signal: AbortSignal) {
  return call('rechargeDetail', { order_id: orderId }, { silent: true, signal })
}

/** The payment contact saved on the profile. */
export async function saveProfileContact (contact: BodyOf<'modifyUserInfo'>) {
  return call('modifyUserInfo', contact)
}

/** Claims a chips-shop reward; the answer is the new list. */
export async function claimReward (activityId: number) {
  return call('rechargeAct', { activity_id: activityId })
}

/** Silent: without agents the section is simply not shown. */
export async function rechargeAgents (signal: AbortSignal) {
  return call('rechargeAgentList', {}, { silent: true, signal })
}

/** The payment methods offered for an amount (every method without one: a Chips Shop product). */
export function useChannelList (amount: number | undefined) {
  return useCall('channelList', amount === undefined ? {} : { amount }, [amount])
}

/** The recharge cards on sale (the upstream's list, per region). */
export function useCardList () {
  return useCall('cardList', {})
}

export function useRechargeConf () {
  return useCall('rechargeConf', {})
}

/** The packages of an activity tab (every package without one), with the allowed amount range. */
export function useRechargePackages (type: BodyOf<'rechargeList'>['type']) {
  return useCall('rechargeList', type === undefined ? {} : { type }, [type])
}

/** The allowed amount range: the recharge list's, read once. */
export function useRechargeRange () {
  return useCall('rechargeList', {})
}

/** The chips-shop products of a tag (every product without one). */
export function useChipsProducts (tag: string | undefined, refresh: number) {
  return useCall('gpProductList', tag === undefined ? {} : { tag }, [tag, refresh])
}

/** The chips-shop rewards and the player's progress towards each. */
export function useRewards (refresh: number) {
  return useCall('rechargeAct', {}, [refresh])
}
