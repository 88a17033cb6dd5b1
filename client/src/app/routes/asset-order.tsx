// Back from a payment: /asset/detail<param>/<order_id> confirms the order, then shows the balance.
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { LoadFailed } from '../../components/screen-states.js'
import { BalanceCard } from '../../features/asset/balance-card.js'
import { useAsset } from '../../features/asset/use-asset.js'
import { OrderReturn } from '../../features/recharge/order-return.js'
import { paths, paymentLinks, type ScreenProps } from '../paths.js'

const links = paymentLinks(paths.rechargeAmount.getHref())

export default function AssetOrderRoute ({ title }: ScreenProps) {
  const params = useParams<{ order_id?: string }>()
  const asset = useAsset()
  const orderId = params.order_id ?? ''
  return (
    <Page title={title}>
      <OrderReturn orderId={orderId} links={links} />
      {asset.state === 'failed'
        ? <LoadFailed failure={asset.failure} onRetry={asset.retry} />
        : <BalanceCard
            asset={asset.state === 'ready' ? asset.data : null}
            addCashHref={paths.rechargeAmount.getHref()}
            withdrawHref={paths.withdrawOption.getHref()}
          />}
    </Page>
  )
}
