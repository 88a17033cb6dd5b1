// My Balance (/asset/detail). The file keeps the URL's name: its chunk's name is what the host manifest
// preloads for the first screen (scripts/client-manifest.ts) and what the bundle budget measures.
import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { loginAtom } from '../../lib/session.js'
import { Page } from '../../components/page.js'
import { LoadFailed } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'
import { BalanceCard } from '../../features/asset/balance-card.js'
import { RecentTrades } from '../../features/asset/recent-trades.js'
import { useAsset } from '../../features/asset/use-asset.js'
import { paths } from '../paths.js'

export default function AssetDetail () {
  const asset = useAsset()
  const login = useAtomValue(loginAtom)
  const user = login.state === 'in' ? login.user : null
  return (
    <Page title={t('asset.title')} back={false}>
      {asset.state === 'failed'
        ? <LoadFailed failure={asset.failure} onRetry={asset.retry} />
        : <BalanceCard asset={asset.state === 'ready' ? asset.data : null} addCashHref={paths.rechargeAmount.getHref()} withdrawHref={paths.withdrawOption.getHref()} />}
      <RecentTrades allHref={paths.assetTransactions.getHref()} refresh={asset.refresh} />
      <nav className='actions-row' aria-label={t('asset.more')}>
        <Link href={paths.userTransfer.getHref()} className='link-button'>{t('asset.transfer')}</Link>
        <Link href={paths.addAgentCash.getHref()} className='link-button'>{t('asset.buy_coins')}</Link>
        {user?.is_dealer === true ? <Link href={paths.agentManage.getHref()} className='link-button' data-testid='dealer-centre-link'>{t('asset.dealer_centre')}</Link> : null}
        <Link href={paths.withdrawRecord.getHref()} className='link-button'>{t('asset.withdraw_record')}</Link>
        <Link href={paths.feedback.getHref()} className='link-button'>{t('asset.help')}</Link>
      </nav>
    </Page>
  )
}
