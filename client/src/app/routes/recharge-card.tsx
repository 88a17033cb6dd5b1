import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { CardScreen } from '../../features/recharge/card-screen.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeCard.getHref(), order: paths.assetOrder.getHref }

export default function RechargeCard () {
  return <Page title={t('recharge.card_title')}><CardScreen links={paymentLinks} /></Page>
}
