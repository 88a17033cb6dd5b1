// /recharge/scratchers: scratch cards bought with a typed amount (the form it shares with direct).
import { DirectScreen } from './direct-screen.js'
import type { PaymentLinks } from './payment-status.js'

export function RechargeScratchers ({ links }: { links: PaymentLinks }) {
  return <DirectScreen kind='scratchers' links={links} />
}
