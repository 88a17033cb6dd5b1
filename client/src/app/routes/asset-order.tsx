// Back from a payment: /asset/detail<param>/<order_id> confirms the order, then shows the balance.
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { LoadFailed } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'
import { BalanceCard } from '../../features/asset/balance-card.js'
import { useAsset } from '../../features/asset/use-asset.js'
import { OrderReturn } from '../../features/recharge/order-return.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeAmount.getHref(), order: paths.assetOrder.getHref }

export default function AssetOrderRoute () {
  const params = useParams<{ order_id?: string }>()
  const asset = useAsset()
  const orderId = params.order_id ?? ''
  return (
    <Page title={t('recharge.order_title')}>
      <OrderReturn orderId={orderId} links={paymentLinks} />
      {asset.state === 'failed'
        ? <LoadFailed failure={asset.failure} onRetry={asset.retry} />
        : <BalanceCard asset={asset.state === 'ready' ? asset.data : null} addCashHref={paths.rechargeAmount.getHref()} withdrawHref={paths.withdrawOption.getHref()} />}
    </Page>
  )
}
