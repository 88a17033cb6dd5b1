import { useState } from 'react'
import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { GpRechargeAmount, RefreshButton, SHOP_TAGS } from '../../features/recharge/gp-recharge-amount.js'
import { paths, paymentLinks, type ScreenProps } from '../paths.js'

const links = paymentLinks(paths.gpRechargeAmount.getHref())

export default function GpRechargeAmountRoute ({ title }: ScreenProps) {
  const params = useParams<{ type?: string }>()
  const [refresh, setRefresh] = useState(0)
  const tag = SHOP_TAGS.find(tg => tg === params.type)
  return (
    <Page title={title} actions={<RefreshButton onRefresh={() => { setRefresh(n => n + 1) }} />}>
      <GpRechargeAmount tag={tag} refresh={refresh} links={links} tagHref={paths.gpRechargeAmount.getHref} />
    </Page>
  )
}
