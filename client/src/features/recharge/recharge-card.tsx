// Recharge cards: pick one of the cards the upstream has on sale, then pay it like any other recharge.
import { useState } from 'react'
import type { CardList } from '../../../../shared/schemas/recharge.js'
import { money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { orderCard, useCardList } from './api.js'
import { Checkout } from './checkout.js'
import type { PaymentLinks } from './payment-status.js'
import { step } from './analytics.js'
import { MoneyClosedNote, useClosedControl } from '../../components/money-closed.js'

type RechargeCard = CardList['items'][number]

export function RechargeCard ({ links }: { links: PaymentLinks }) {
  const cards = useCardList()
  const [card, setCard] = useState<RechargeCard | null>(null)
  const closedControl = useClosedControl('cardBuy')
  if (card === null) {
    if (cards.state === 'loading') return <Loading />
    if (cards.state === 'failed') return <LoadFailed failure={cards.failure} onRetry={cards.retry} />
    if (cards.data.items.length === 0) return <NoData />
    return (
      <section className='card' aria-labelledby='cards-title'>
        <h2 id='cards-title'>{t('recharge.cards_choose')}</h2>
        <MoneyClosedNote call='cardBuy' />
        <ul className='list' data-testid='cards'>
          {cards.data.items.map(c => (
            <li key={c.card_id}>
              <span>{t('recharge.card_name', { amount: money(c.amount) })}</span>
              <button
                type='button'
                className='button'
                data-testid={`card-${c.card_id}`}
                aria-label={t('recharge.card_buy_of', { amount: money(c.amount) })}
                {...closedControl}
                onClick={() => { setCard(c); step('card_chosen', { card_id: c.card_id, amount: c.amount }) }}
              >
                {t('recharge.card_buy')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  const summary = (
    <section className='card pay-summary' data-testid='pay-summary'>
      <h2>{t('recharge.card_name', { amount: money(card.amount) })}</h2>
      <button type='button' className='link-button' onClick={() => { setCard(null) }}>
        {t('recharge.other_card')}
      </button>
    </section>
  )
  return (
    <Checkout
      key={card.card_id}
      amount={card.amount}
      summary={summary}
      links={links}
      // The card call takes no declaration or contact: the checkout still asks for them first (the
      // contact is saved on the profile, where the upstream looks for it).
      create={async choice => orderCard(card.card_id, choice.channel.channel_id)}
    />
  )
}
