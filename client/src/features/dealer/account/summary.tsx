// The dealer's figures: coins available and sold, the price, followers and whether players see the
// dealer in the agency list.
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'
import { Link } from 'wouter'
import { Money } from '../../../components/money.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'

export function DealerSummary ({ info }: { info: DealerInfo }) {
  return (
    <section className='card dealer-summary' aria-labelledby='dealer-summary-title'>
      <div className='dealer-head'>
        <h2 id='dealer-summary-title'>{info.nickname}</h2>
        <span className={`badge${info.listed ? '' : ' warn'}`} data-testid='dealer-listed'>
          {t(info.listed ? 'dealer.listed' : 'dealer.not_listed')}
        </span>
      </div>
      <dl className='dealer-figures'>
        <div className='dealer-figure main'>
          <dt>{t('dealer.coins_available')}</dt>
          <dd data-testid='dealer-coins-available'>{count(info.coins_available)}</dd>
        </div>
        <div className='dealer-figure'>
          <dt>{t('dealer.coins_sold')}</dt>
          <dd data-testid='dealer-coins-sold'>{count(info.coins_sold)}</dd>
        </div>
        <div className='dealer-figure'>
          <dt>{t('dealer.price_per_100')}</dt>
          <dd data-testid='dealer-price'><Money minor={info.price} /></dd>
        </div>
        <div className='dealer-figure'>
          <dt>{t('dealer.followers')}</dt>
          <dd data-testid='dealer-followers'>
            {t('dealer.followers_count', { active: count(info.followers), blocked: count(info.blocked) })}
          </dd>
        </div>
      </dl>
      {info.listed ? null : <p className='notice'>{t('dealer.not_listed_hint', { min: count(info.min_transfer) })}</p>}
    </section>
  )
}

export function OrderCounts ({ info, href }: { info: DealerInfo, href: string }) {
  const tabs = ['available', 'pending', 'completed'] as const
  return (
    <section className='card' aria-labelledby='dealer-counts-title'>
      <h2 id='dealer-counts-title'>{t('dealer.orders_title')}</h2>
      <dl className='dealer-counts'>
        {tabs.map(tab => (
          <div key={tab}>
            <dt>{t(`dealer.tab.${tab}`)}</dt>
            <dd data-testid={`dealer-count-${tab}`}>{count(info.orders[tab])}</dd>
          </div>
        ))}
      </dl>
      <Link className='link-button dealer-more' href={href}>{t('dealer.open_pay_out')}</Link>
    </section>
  )
}
