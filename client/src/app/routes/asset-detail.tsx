import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { loginAtom } from '../../lib/session.js'
import { Page } from '../../components/page.js'
import { LoadFailed } from '../../components/views.js'
import { t } from '../../lib/i18n.js'
import { BalanceCard } from '../../features/asset/balance-card.js'
import { RecentTrades } from '../../features/asset/recent-trades.js'
import { useAsset } from '../../features/asset/use-asset.js'
import { link } from '../paths.js'

export default function AssetDetail () {
  const asset = useAsset()
  const login = useAtomValue(loginAtom)
  const user = login.state === 'in' ? login.user : null
  return (
    <Page title={t('asset.title')} back={false}>
      {asset.state === 'failed'
        ? <LoadFailed failure={asset.failure} onRetry={asset.retry} />
        : <BalanceCard asset={asset.state === 'ready' ? asset.data : null} addCashHref={link.rechargeAmount()} withdrawHref={link.withdrawOption()} />}
      <RecentTrades allHref={link.assetTransactions()} refresh={asset.refresh} />
      <nav className='actions-row' aria-label={t('asset.more')}>
        <Link href={link.userTransfer()} className='link-button'>{t('asset.transfer')}</Link>
        <Link href={link.addAgentCash()} className='link-button'>{t('asset.buy_coins')}</Link>
        {user?.is_dealer === true ? <Link href={link.agentManage()} className='link-button' data-testid='dealer-centre-link'>{t('asset.dealer_centre')}</Link> : null}
        <Link href={link.withdrawRecord()} className='link-button'>{t('asset.withdraw_record')}</Link>
        <Link href={link.feedback()} className='link-button'>{t('asset.help')}</Link>
      </nav>
    </Page>
  )
}
