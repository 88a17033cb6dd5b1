// My Balance: total, deposited, withdrawable and bonus, with the ways on. Before the answer the card is
// already there at its final size (placeholders for the amounts, the buttons live), so nothing moves when
// the amounts arrive.
import { Link } from 'wouter'
import type { AssetInfo } from '../../../../shared/schemas/asset.js'
import { Money } from '../../components/money.js'
import { Placeholder } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'

export function BalanceCard ({ asset, addCashHref, withdrawHref }: { asset: AssetInfo | null, addCashHref: string, withdrawHref: string }) {
  const amount = (minor: number | undefined, testId: string) => asset === null || minor === undefined ? <Placeholder /> : <span data-testid={testId}><Money minor={minor} /></span>
  return (
    <section className='card' aria-labelledby='balance-title' aria-busy={asset === null} data-testid={asset === null ? undefined : 'balance-card'}>
      <h2 id='balance-title'>{t('asset.total')}</h2>
      <p className='balance-total' data-testid={asset === null ? undefined : 'balance-total'}>{asset === null ? <Placeholder wide /> : <Money minor={asset.amount} />}</p>
      <dl className='grid-2'>
        <div><dt className='muted'>{t('asset.deposited')}</dt><dd>{amount(asset?.deposited, 'balance-deposited')}</dd></div>
        <div><dt className='muted'>{t('asset.withdrawable')}</dt><dd>{amount(asset?.withdraw_amt, 'balance-withdrawable')}</dd></div>
        <div><dt className='muted'>{t('asset.bonus')}</dt><dd>{amount(asset?.bonus, 'balance-bonus')}</dd></div>
      </dl>
      {/* A slot of two lines whether or not there is a tip, so the buttons below never move. */}
      <p className='muted tips-slot'>{asset?.bonus_tips ?? ''}</p>
      <div className='actions-row'>
        <Link href={addCashHref} className='button'>{t('asset.add_cash')}</Link>
        <Link href={withdrawHref} className='link-button'>{t('asset.withdraw')}</Link>
      </div>
    </section>
  )
}
