import { useState } from 'react'
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { ChipsShop, RefreshButton, SHOP_TAGS } from '../../features/recharge/chips-shop.js'
import { link } from '../paths.js'

const paymentLinks = { balance: link.assetDetail(), addCash: link.gpRechargeAmount(), order: link.assetOrder }
const tagHref = (tag?: string) => tag === undefined ? '/gp/recharge/amount' : `/gp/recharge/amount/${encodeURIComponent(tag)}`

export default function ChipsShopPage () {
  const params = useParams<{ type?: string }>()
  const [refresh, setRefresh] = useState(0)
  const tag = SHOP_TAGS.find(tg => tg === params.type)
  return (
    <Page title={t('recharge.shop_title')} actions={<RefreshButton onRefresh={() => { setRefresh(n => n + 1) }} />}>
      <ChipsShop tag={tag} refresh={refresh} links={paymentLinks} tagHref={tagHref} />
    </Page>
  )
}
