// My Balance (/asset/detail). The file keeps the URL's name: its chunk's name is what the host manifest
// preloads for the first screen (scripts/client-manifest.ts) and what the bundle budget measures.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import { loginAtom, onlineAtom } from '../../lib/session.js'
import { keepSnapshot, paymentKept, readSnapshot } from '../../lib/snapshot.js'
import { loadMore, t } from '../../lib/i18n.js'
import { asOf } from '../../lib/format.js'
import { Page } from '../../components/page.js'
import { LoadFailed } from '../../components/screen-states.js'
import { BalanceCard, MoneyLink } from '../../features/asset/balance-card.js'
import { RecentTrades } from '../../features/asset/recent-trades.js'
import { useAsset } from '../../features/asset/use-asset.js'
import { paths, type ScreenProps } from '../paths.js'
import { MoneyModeNote } from '../../components/money-closed.js'

/** The balance as loaded, with the reload it answers (a payment's card shows the new one after a success). */
export type LoadedBalance = { amount: number, refresh: number } | null

// A payment handed to the app earlier in this same page (the router chose this file before there was one).
const LaterPayment = lazy(async () => {
  const [card] = await Promise.all([import('./asset-detail-payment.js'), loadMore()])
  return card
})

/** `top`: a payment kept from an earlier visit (asset-detail-resume.tsx, loaded instead of this file then). */
export default function AssetDetail ({ title, top }: ScreenProps & { top?: (loaded: LoadedBalance) => ReactNode }) {
  const asset = useAsset()
  const [later] = useState(() => top === undefined && paymentKept())
  const login = useAtomValue(loginAtom)
  const user = login.state === 'in' ? login.user : null
  const online = useAtomValue(onlineAtom)
  // The last known state (lib/snapshot.ts) stands in, with its time, until the live answer comes, and while
  // offline; every live answer is kept for the next visit.
  const kept = readSnapshot(user?.user_id)
  const live = asset.state === 'ready' ? asset.data : null
  useEffect(() => { if (live !== null && user !== null) keepSnapshot(user.user_id, { asset: live }) }, [live, user])
  const shown = live ?? kept?.asset ?? null
  const loaded: LoadedBalance = live === null ? null : { amount: live.amount, refresh: asset.refresh }
  const stamp = kept?.asset !== undefined && (live === null || !online) ? asOf(kept.at) : null
  return (
    <Page title={title} back={false}>
      {top?.(loaded)}
      {later ? <Suspense fallback={null}><LaterPayment balance={loaded} /></Suspense> : null}
      <MoneyModeNote />
      {asset.state === 'failed' && shown === null
        ? <LoadFailed failure={asset.failure} onRetry={asset.retry} />
        : <BalanceCard
            asset={shown}
            stamp={stamp}
            addCashHref={paths.rechargeAmount.getHref()}
            withdrawHref={paths.withdrawOption.getHref()}
          />}
      <RecentTrades
        allHref={paths.assetTransactions.getHref()}
        refresh={asset.refresh}
        kept={kept?.trades}
        user={user?.user_id}
      />
      <nav className='actions-row' aria-label={t('asset.more')}>
        <MoneyLink href={paths.userTransfer.getHref()} className='link-button' call='transfer'>
          {t('asset.transfer')}
        </MoneyLink>
        <MoneyLink href={paths.addAgentCash.getHref()} className='link-button' call='agentSell'>
          {t('asset.buy_coins')}
        </MoneyLink>
        {user?.is_dealer === true
          ? (
            <Link href={paths.agentManage.getHref()} className='link-button' data-testid='dealer-centre-link'>
              {t('asset.dealer_centre')}
            </Link>
            )
          : null}
        <Link href={paths.withdrawRecord.getHref()} className='link-button'>{t('asset.withdraw_record')}</Link>
        <Link href={paths.feedback.getHref()} className='link-button'>{t('asset.help')}</Link>
      </nav>
    </Page>
  )
}
