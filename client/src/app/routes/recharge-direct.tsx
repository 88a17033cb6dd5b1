import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { DirectScreen } from '../../features/recharge/direct-screen.js'
import { link } from '../paths.js'

const paymentLinks = { balance: link.assetDetail(), addCash: link.rechargeDirect(), order: link.assetOrder }

export default function RechargeDirect () {
  return <Page title={t('recharge.direct_title')}><DirectScreen kind='direct' links={paymentLinks} /></Page>
}
