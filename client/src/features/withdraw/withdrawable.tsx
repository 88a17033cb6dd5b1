// The withdrawable balance, the one amount a withdrawal may take from.
import { Money } from '../../components/money.js'
import { Placeholder } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'

/** `minor` null: the amount is on its way; the card already has its final size. */
export function Withdrawable ({ minor }: { minor: number | null }) {
  return (
    <section className='card wd-balance' aria-labelledby='wd-balance-title' aria-busy={minor === null}>
      <h2 id='wd-balance-title' className='muted'>{t('withdraw.withdrawable')}</h2>
      <p className='balance-total' data-testid={minor === null ? undefined : 'wd-withdrawable'}>
        {minor === null ? <Placeholder wide /> : <Money minor={minor} />}
      </p>
    </section>
  )
}
