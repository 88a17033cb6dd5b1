// The Chips Shop: products, rewards, refresh. A product is bought as that product (the `recharge` call with
// its product_id): the upstream credits its chips and bonus once paid, and the app's store takes the payment.
import { useState } from 'react'
import { Link } from 'wouter'
import type { GpProductList } from '../../../../shared/schemas/recharge.js'
import { money } from '../../lib/format.js'
import { siteConfig } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'
import { BelowList, LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { orderRecharge, useChipsProducts } from './api.js'
import { BalanceLine } from './balance-line.js'
import { Checkout } from './checkout.js'
import { choiceFields } from './order-body.js'
import type { PaymentLinks } from './payment-status.js'
import { Rewards } from './rewards.js'
import { step } from './analytics.js'
import { MoneyClosedNote, useClosedControl } from '../../components/money-closed.js'

type Product = GpProductList['items'][number]

/** The product tags the upstream uses; each is a filter and a badge. */
export const SHOP_TAGS = ['hot', 'best', 'new'] as const

export function RefreshButton ({ onRefresh }: { onRefresh: () => void }) {
  return (
    <button
      type='button'
      className='icon-button refresh'
      aria-label={t('recharge.refresh')}
      onClick={onRefresh}
      data-testid='shop-refresh'
    >
      ↻
    </button>
  )
}

interface GpRechargeAmountProps {
  tag: string | undefined
  refresh: number
  links: PaymentLinks
  tagHref: (tag?: string) => string
}

const isShopTag = (tag: string): boolean => (SHOP_TAGS as readonly string[]).includes(tag)

export function GpRechargeAmount ({ tag, refresh, links, tagHref }: GpRechargeAmountProps) {
  const products = useChipsProducts(tag, refresh)
  const [product, setProduct] = useState<Product | null>(null)
  const closedControl = useClosedControl('recharge')
  const chips = new Intl.NumberFormat(siteConfig()?.numberLocale ?? 'en-IN')

  if (product !== null) {
    const summary = (
      <section className='card pay-summary' data-testid='pay-summary'>
        <h2>{product.title}</h2>
        <p>
          {t('recharge.chips', { count: chips.format(product.coins + product.bonus_coins) })}
          {' · '}
          <span className='money'>{money(product.price)}</span>
        </p>
        <button type='button' className='link-button' onClick={() => { setProduct(null) }}>
          {t('recharge.other_product')}
        </button>
      </section>
    )
    return (
      <Checkout
        key={product.product_id}
        amount={product.price}
        summary={summary}
        links={links}
        product
        create={async choice => orderRecharge({
          amount: product.price,
          product_id: product.product_id,
          ...choiceFields(choice)
        })}
      />
    )
  }

  return (
    <>
      <BalanceLine />
      <MoneyClosedNote call='recharge' />
      <nav className='chips' aria-label={t('recharge.shop_filter')}>
        <Link href={tagHref()} className='chip' aria-current={tag === undefined ? 'page' : undefined} replace>
          {t('recharge.tab_all')}
        </Link>
        {SHOP_TAGS.map(tg => (
          <Link key={tg} href={tagHref(tg)} className='chip' aria-current={tag === tg ? 'page' : undefined} replace>
            {t(`recharge.tag.${tg}`)}
          </Link>
        ))}
      </nav>
      <section className='card' aria-labelledby='products-title'>
        <h2 id='products-title'>{t('recharge.products_title')}</h2>
        {products.state === 'loading' ? <Loading reserve='43rem' /> : null}
        {products.state === 'failed' ? <LoadFailed failure={products.failure} onRetry={products.retry} /> : null}
        {products.state === 'ready'
          ? products.data.items.length === 0
            ? <NoData />
            : (
              <ul className='list' data-testid='products'>
                {products.data.items.map(p => (
                  <li key={p.product_id} data-testid={`product-${p.product_id}`}>
                    <div>
                      <div>
                        {p.title}{' '}
                        {isShopTag(p.tag) ? <span className='badge warn'>{t(`recharge.tag.${p.tag}`)}</span> : null}
                      </div>
                      <div className='muted'>{t('recharge.chips', { count: chips.format(p.coins) })}</div>
                      {p.bonus_coins > 0
                        ? (
                          <div className='amount-in'>
                            {t('recharge.bonus_chips', { count: chips.format(p.bonus_coins) })}
                          </div>
                          )
                        : null}
                    </div>
                    <button
                      type='button'
                      className='button'
                      aria-label={t('recharge.buy_of', { title: p.title, price: money(p.price) })}
                      {...closedControl}
                      onClick={() => {
                        setProduct(p)
                        step('product_chosen', { product_id: p.product_id, amount: p.price })
                      }}
                    >
                      {money(p.price)}
                    </button>
                  </li>
                ))}
              </ul>)
          : null}
      </section>
      <BelowList ready={products.state !== 'loading'}><Rewards refresh={refresh} /></BelowList>
    </>
  )
}
