// Add Cash, second step: how to pay the chosen amount (and package).
import { useEffect } from 'react'
import { money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { orderRecharge } from './api.js'
import { Checkout } from './checkout.js'
import { choiceFields } from './order-body.js'
import type { PaymentLinks } from './payment-status.js'
import { step } from './analytics.js'

interface Props { amount: number, giveAmount: number, packageId: number | null, links: PaymentLinks }

export function RechargeChannel ({ amount, giveAmount, packageId, links }: Props) {
  useEffect(() => { step('channel_viewed', { amount, package_id: packageId ?? 0 }) }, [amount, packageId])
  const summary = (
    <section className='card pay-summary' aria-labelledby='pay-summary-title' data-testid='pay-summary'>
      <h2 id='pay-summary-title'>{t('recharge.summary_title')}</h2>
      <dl className='grid-2'>
        <div><dt className='muted'>{t('recharge.you_pay')}</dt><dd className='money'>{money(amount)}</dd></div>
        {giveAmount > 0
          ? (
            <div>
              <dt className='muted'>{t('recharge.you_get_extra')}</dt>
              <dd className='money amount-in'>+{money(giveAmount)}</dd>
            </div>
            )
          : null}
      </dl>
    </section>
  )
  return (
    <Checkout
      amount={amount}
      summary={summary}
      links={links}
      create={async choice => orderRecharge({
        amount,
        ...(packageId === null ? {} : { package_id: packageId }),
        ...choiceFields(choice)
      })}
    />
  )
}
