import { useState } from 'react'
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { GpRechargeAmount, RefreshButton, SHOP_TAGS } from '../../features/recharge/gp-recharge-amount.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.gpRechargeAmount.getHref(), order: paths.assetOrder.getHref }

export default function GpRechargeAmountRoute () {
  const params = useParams<{ type?: string }>()
  const [refresh, setRefresh] = useState(0)
  const tag = SHOP_TAGS.find(tg => tg === params.type)
  return (
    <Page title={t('recharge.shop_title')} actions={<RefreshButton onRefresh={() => { setRefresh(n => n + 1) }} />}>
      <GpRechargeAmount tag={tag} refresh={refresh} links={paymentLinks} tagHref={paths.gpRechargeAmount.getHref} />
    </Page>
  )
}
