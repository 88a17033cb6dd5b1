// My Balance with a payment handed to the app on an earlier visit at its top, until its outcome has been shown
// (issue 33). The router loads this instead of asset-detail.tsx when a payment is kept, so the first screen's
// chunk carries neither the payment life cycle nor its messages.
import { PaymentResume } from '../../features/recharge/payment-resume.js'
import { paths } from '../paths.js'
import AssetDetail from './asset-detail.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeAmount.getHref(), order: paths.assetOrder.getHref }

export default function AssetDetailResume () {
  return <AssetDetail top={balance => <PaymentResume balance={balance} links={paymentLinks} />} />
}
