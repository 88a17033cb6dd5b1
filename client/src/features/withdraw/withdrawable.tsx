// The withdrawable balance, the one amount a withdrawal may take from.
import { Money } from '../../components/money.js'
import { t } from '../../lib/i18n.js'

export function Withdrawable ({ minor }: { minor: number }) {
  return (
    <section className='card wd-balance' aria-labelledby='wd-balance-title'>
      <h2 id='wd-balance-title' className='muted'>{t('withdraw.withdrawable')}</h2>
      <p className='balance-total' data-testid='wd-withdrawable'><Money minor={minor} /></p>
    </section>
  )
}
