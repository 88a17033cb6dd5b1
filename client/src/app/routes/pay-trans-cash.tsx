// /pay/transcash[?user_id=]: sell coins to a follower.
import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { PayTransCash } from '../../features/dealer/sell/pay-trans-cash.js'
import { paths, type ScreenProps } from '../paths.js'

export default function PayTransCashRoute ({ title }: ScreenProps) {
  const userId = new URLSearchParams(useSearch()).get('user_id') ?? ''
  return (
    <Page title={title}>
      <PayTransCash initialUserId={userId} transfersHref={paths.payTransList.getHref()} />
    </Page>
  )
}
