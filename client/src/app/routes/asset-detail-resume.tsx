// My Balance with a payment handed to the app on an earlier visit at its top, until its outcome has been shown
// (issue 33). The router loads this instead of asset-detail.tsx when the page opens with a payment kept, so the
// first screen's chunk carries neither the payment life cycle nor its messages.
import PaymentCard from './asset-detail-payment.js'
import AssetDetail from './asset-detail.js'
import type { ScreenProps } from '../paths.js'

export default function AssetDetailResume ({ title }: ScreenProps) {
  return <AssetDetail title={title} top={balance => <PaymentCard balance={balance} />} />
}
