import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { DirectScreen } from '../../features/recharge/direct-screen.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeDirect.getHref(), order: paths.assetOrder.getHref }

export default function RechargeDirect () {
  return <Page title={t('recharge.direct_title')}><DirectScreen kind='direct' links={paymentLinks} /></Page>
}
