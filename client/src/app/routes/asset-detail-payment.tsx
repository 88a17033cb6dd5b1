// The kept payment's card at the top of My Balance (features/recharge/payment-resume.tsx), with the links it
// offers. Loaded with asset-detail-resume.tsx when the page opens with a payment kept, or by My Balance itself
// when a payment was handed to the app later in the same page.
import { PaymentResume } from '../../features/recharge/payment-resume.js'
import { paths, paymentLinks } from '../paths.js'
import type { LoadedBalance } from './asset-detail.js'

const links = paymentLinks(paths.rechargeAmount.getHref())

export default function PaymentCard ({ balance }: { balance: LoadedBalance }) {
  return <PaymentResume balance={balance} links={links} />
}
