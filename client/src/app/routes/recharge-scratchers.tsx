import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { DirectScreen } from '../../features/recharge/direct-screen.js'
import { link } from '../paths.js'

const paymentLinks = { balance: link.assetDetail(), addCash: link.rechargeScratchers(), order: link.assetOrder }

export default function RechargeScratchers () {
  return <Page title={t('recharge.scratchers_title')}><DirectScreen kind='scratchers' links={paymentLinks} /></Page>
}
