// /pay/roll: payout orders by state 1-8, with remitting by UTR or payment record.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayRoll } from '../../features/dealer/orders/pay-roll.js'

export default function PayRollScreen () {
  return (
    <Page title={t('dealer.pay_roll_title')}>
      <PayRoll />
    </Page>
  )
}
