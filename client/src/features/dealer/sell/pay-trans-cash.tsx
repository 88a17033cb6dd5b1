// Selling coins: the coins available, the dealer's account, and the sale to a follower; after a sale the
// figures come from the upstream's answer (coins available lowered, coins sold raised).
import { useCallback, useState } from 'react'
import { Link } from 'wouter'
import type { SellResult } from '../../../../../shared/schemas/dealer.js'
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { Money } from '../../../components/money.js'
import { SuccessCard } from '../../../domain/success-card.js'
import { track } from '../../../lib/analytics.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { useDealerInfo } from '../state.js'
import { AccountDialog } from './account-dialog.js'
import { TransferDialog } from './transfer-dialog.js'

interface Props {
  /** A follower to sell to, from a link (?user_id=). */
  initialUserId: string
  transfersHref: string
}

export function PayTransCash ({ initialUserId, transfersHref }: Props) {
  const dealer = useDealerInfo()
  const [dialog, setDialog] = useState<'account' | 'sell' | null>(initialUserId === '' ? null : 'sell')
  const [sold, setSold] = useState<SellResult | null>(null)
  const close = useCallback(() => { setDialog(null) }, [])
  const { info } = dealer
  if (info === null) {
    return dealer.failure === null ? <Loading /> : <LoadFailed failure={dealer.failure} onRetry={dealer.retry} />
  }

  const buyer = sold?.follower ?? null
  const openAccount = () => { track('dealer', 'account_opened'); setDialog('account') }
  const openSell = () => { track('dealer', 'sell_opened'); setSold(null); setDialog('sell') }
  const onSold = (result: SellResult) => {
    setDialog(null)
    setSold(result)
    dealer.update({
      ...info,
      coins_available: result.coins_available,
      coins_sold: result.coins_sold,
      listed: info.listed && result.coins_available >= info.min_transfer
    })
    dealer.reload()
  }

  return (
    <>
      <section className='card dealer-summary' aria-labelledby='sell-balance-title'>
        <h2 id='sell-balance-title'>{t('dealer.coins_available')}</h2>
        <p className='balance-total' data-testid='dealer-coins-available'>{count(info.coins_available)}</p>
        <p className='muted'>{t('dealer.price_per_100')}: <Money minor={info.price} /></p>
        <div className='actions-row'>
          <button type='button' className='button secondary grow' onClick={openAccount} data-testid='open-account'>
            {t('dealer.account_title')}
          </button>
          <button type='button' className='button grow' onClick={openSell} data-testid='open-sell'>
            {t('dealer.sell_title')}
          </button>
        </div>
      </section>
      {sold !== null && buyer !== null
        ? (
          <SuccessCard role='status' testId='sell-success'>
            <h2>{t('dealer.sold', { coins: count(sold.record.amount), name: buyer.name, user: buyer.user_id })}</h2>
            <p>{t('dealer.coins_left')}: <strong>{count(sold.coins_available)}</strong></p>
            <div className='actions-row'>
              <Link href={transfersHref} className='link-button'>{t('dealer.transfers_title')}</Link>
            </div>
          </SuccessCard>
          )
        : null}
      <p className='muted'>{t('dealer.sell_note')}</p>
      {dialog === 'account' ? <AccountDialog info={info} onClose={close} /> : null}
      {dialog === 'sell'
        ? <TransferDialog info={info} initialUserId={initialUserId} onClose={close} onSold={onSold} />
        : null}
    </>
  )
}
