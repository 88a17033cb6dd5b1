// /pay/out: payout orders in three tabs (available list, pending, completed).
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayOut } from '../../features/dealer/orders/pay-out.js'

export default function PayOutScreen () {
  return (
    <Page title={t('dealer.pay_out_title')}>
      <PayOut />
    </Page>
  )
}
