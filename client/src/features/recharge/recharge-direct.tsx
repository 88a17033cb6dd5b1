// /recharge/direct: a typed amount paid straight to a channel (the form it shares with scratchers).
import { DirectScreen } from './direct-screen.js'
import type { PaymentLinks } from './payment-status.js'

export function RechargeDirect ({ links }: { links: PaymentLinks }) {
  return <DirectScreen kind='direct' links={links} />
}
