import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { DirectScreen } from '../../features/recharge/direct-screen.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeScratchers.getHref(), order: paths.assetOrder.getHref }

export default function RechargeScratchers () {
  return <Page title={t('recharge.scratchers_title')}><DirectScreen kind='scratchers' links={paymentLinks} /></Page>
}
