// My Balance: total, deposited, withdrawable and bonus, with the ways on. Before the answer the card is
// already there at its final size (placeholders for the amounts, the buttons live), so nothing moves when
// the amounts arrive. On My Balance (`stamp` given) a kept balance (lib/snapshot.ts) shows with its time on a
// line kept for it whether shown or not, so the live answer replaces it in place.
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import type { KeptAsset } from '../../lib/snapshot.js'
import { onlineAtom } from '../../lib/session.js'
import { MONEY_MODE_WHY_ID } from '../../lib/money-mode.js'
import { useMoneyClosed } from '../../components/money-closed.js'
import type { MoneyCall } from '../../../../shared/money-modes.js'
import { Money } from '../../components/money.js'
import { Placeholder } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'

interface BalanceCardProps {
  asset: KeptAsset | null
  stamp?: string | null
  addCashHref: string
  withdrawHref: string
}

export function BalanceCard ({ asset, stamp, addCashHref, withdrawHref }: BalanceCardProps) {
  const amount = (minor: number | undefined, testId: string) => asset === null || minor === undefined
    ? <Placeholder />
    : <span data-testid={testId}><Money minor={minor} /></span>
  // Test ids name the card and its total once they show an answer, not while they are placeholders.
  const answered = (testId: string) => asset === null ? undefined : testId
  return (
    <section
      className='card'
      aria-labelledby='balance-title'
      aria-busy={asset === null}
      data-testid={answered('balance-card')}
    >
      <h2 id='balance-title'>{t('asset.total')}</h2>
      <p className='balance-total' data-testid={answered('balance-total')}>
        {asset === null ? <Placeholder wide /> : <Money minor={asset.amount} />}
      </p>
      {stamp === undefined
        ? null
        : (
          <p className='muted stamp' data-testid={stamp === null ? undefined : 'balance-stamp'}>
            {stamp === null ? '' : t('asset.as_of', { time: stamp })}
          </p>
          )}
      <dl className='grid-2'>
        <div>
          <dt className='muted'>{t('asset.deposited')}</dt>
          <dd>{amount(asset?.deposited, 'balance-deposited')}</dd>
        </div>
        <div>
          <dt className='muted'>{t('asset.withdrawable')}</dt>
          <dd>{amount(asset?.withdraw_amt, 'balance-withdrawable')}</dd>
        </div>
        <div><dt className='muted'>{t('asset.bonus')}</dt><dd>{amount(asset?.bonus, 'balance-bonus')}</dd></div>
      </dl>
      {/* A slot of two lines whether or not there is a tip, so the buttons below never move. */}
      <p className='muted tips-slot'>{asset?.bonus_tips ?? ''}</p>
      <div className='actions-row'>
        <MoneyLink href={addCashHref} className='button' call='recharge'>{t('asset.add_cash')}</MoneyLink>
        <MoneyLink href={withdrawHref} className='link-button' call='withdraw'>{t('asset.withdraw')}</MoneyLink>
      </div>
    </section>
  )
}

/** A way to a money action (add cash, withdraw, transfer, buy coins): offline, or closed by the region's money
 * mode (`call`, lib/money-mode.ts), it is disabled, described by the reason (the offline banner of
 * features/offline/offline-bar.tsx, the mode's note of components/money-closed.tsx), and leads nowhere:
 * nothing is started to send later. */
interface MoneyLinkProps {
  href: string
  className: string
  call: MoneyCall
  testId?: string
  children: ReactNode
}

export function MoneyLink ({ href, className, call, testId, children }: MoneyLinkProps) {
  const online = useAtomValue(onlineAtom)
  const closed = useMoneyClosed(call) !== null
  if (online && !closed) return <Link href={href} className={className} data-testid={testId}>{children}</Link>
  const why = [online ? null : 'offline-why', closed ? MONEY_MODE_WHY_ID : null].filter(id => id !== null).join(' ')
  return (
    <span className={`${className} is-disabled`} aria-disabled='true' aria-describedby={why} data-testid={testId}>
      {children}
    </span>
  )
}
