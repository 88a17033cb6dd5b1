// My Balance: total, deposited, withdrawable and bonus, with the ways on.
import { Link } from 'wouter'
import type { AssetInfo } from '../../../../shared/schemas/asset.js'
import { Money } from '../../components/money.js'
import { t } from '../../lib/i18n.js'

export function BalanceCard ({ asset, addCashHref, withdrawHref }: { asset: AssetInfo, addCashHref: string, withdrawHref: string }) {
  return (
    <section className='card' aria-labelledby='balance-title' data-testid='balance-card'>
      <h2 id='balance-title'>{t('asset.total')}</h2>
      <p className='balance-total' data-testid='balance-total'><Money minor={asset.amount} /></p>
      <dl className='grid-2'>
        <div><dt className='muted'>{t('asset.deposited')}</dt><dd data-testid='balance-deposited'><Money minor={asset.deposited} /></dd></div>
        <div><dt className='muted'>{t('asset.withdrawable')}</dt><dd data-testid='balance-withdrawable'><Money minor={asset.withdraw_amt} /></dd></div>
        <div><dt className='muted'>{t('asset.bonus')}</dt><dd data-testid='balance-bonus'><Money minor={asset.bonus} /></dd></div>
      </dl>
      {asset.bonus_tips !== '' ? <p className='muted'>{asset.bonus_tips}</p> : null}
      <div className='actions-row'>
        <Link href={addCashHref} className='button'>{t('asset.add_cash')}</Link>
        <Link href={withdrawHref} className='link-button'>{t('asset.withdraw')}</Link>
      </div>
    </section>
  )
}
