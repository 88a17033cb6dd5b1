// /pay/transcash[?user_id=]: sell coins to a follower.
import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayTransCash } from '../../features/dealer/sell/pay-trans-cash.js'
import { paths } from '../paths.js'

export default function PayTransCashRoute () {
  const userId = new URLSearchParams(useSearch()).get('user_id') ?? ''
  return (
    <Page title={t('dealer.sell_title')}>
      <PayTransCash initialUserId={userId} transfersHref={paths.payTransList.getHref()} />
    </Page>
  )
}
