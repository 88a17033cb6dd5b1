// The coins the player can send; a dealer sends from the coins available for sale (the same balance).
import { t } from '../../lib/i18n.js'
import { coinsText } from './coins.js'

export function CoinsCard ({ coins, dealer }: { coins: number, dealer: boolean }) {
  return (
    <section className='card tf-balance' aria-labelledby='tf-balance-title'>
      <h2 id='tf-balance-title'>{dealer ? t('transfer.coins_available') : t('transfer.your_coins')}</h2>
      <p className='tf-big' data-testid='tf-coins'>{coinsText(coins)}</p>
    </section>
  )
}
