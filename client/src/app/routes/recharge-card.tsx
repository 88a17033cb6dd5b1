import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { CardScreen } from '../../features/recharge/card-screen.js'
import { link } from '../paths.js'

const paymentLinks = { balance: link.assetDetail(), addCash: link.rechargeCard(), order: link.assetOrder }

export default function RechargeCard () {
  return <Page title={t('recharge.card_title')}><CardScreen links={paymentLinks} /></Page>
}
