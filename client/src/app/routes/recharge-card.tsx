import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { RechargeCard } from '../../features/recharge/recharge-card.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeCard.getHref(), order: paths.assetOrder.getHref }

export default function RechargeCardRoute () {
  return <Page title={t('recharge.card_title')}><RechargeCard links={paymentLinks} /></Page>
}
