import { useState } from 'react'
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { ChipsShop, RefreshButton, SHOP_TAGS } from '../../features/recharge/chips-shop.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.gpRechargeAmount.getHref(), order: paths.assetOrder.getHref }

export default function ChipsShopPage () {
  const params = useParams<{ type?: string }>()
  const [refresh, setRefresh] = useState(0)
  const tag = SHOP_TAGS.find(tg => tg === params.type)
  return (
    <Page title={t('recharge.shop_title')} actions={<RefreshButton onRefresh={() => { setRefresh(n => n + 1) }} />}>
      <ChipsShop tag={tag} refresh={refresh} links={paymentLinks} tagHref={paths.gpRechargeAmount.getHref} />
    </Page>
  )
}
