// Direct recharge (common_recharge) and the scratchers recharge: any allowed amount, then pay.
import { useState } from 'react'
import { money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { AmountField } from '../../domain/amount-field.js'
import { LoadFailed, Loading } from '../../components/screen-states.js'
import { orderDirect, useRechargeRange } from './api.js'
import { BalanceLine } from './balance-line.js'
import { Checkout } from './checkout.js'
import { choiceFields } from './order-body.js'
import type { PaymentLinks } from './payment-status.js'
import { amountHint, readRechargeAmount } from './amount-rules.js'
import { step } from './analytics.js'
import { MoneyClosedNote, useClosedControl } from '../../components/money-closed.js'

export type DirectKind = 'direct' | 'scratchers'

export function DirectScreen ({ kind, links }: { kind: DirectKind, links: PaymentLinks }) {
  // The allowed range is the one of the recharge list.
  const range = useRechargeRange()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [amount, setAmount] = useState<number | null>(null)
  const call = kind === 'direct' ? 'commonRecharge' : 'scratchersRecharge'
  const closedControl = useClosedControl(call)

  if (range.state === 'loading') return <Loading />
  if (range.state === 'failed') return <LoadFailed failure={range.failure} onRetry={range.retry} />
  const { min_amount: min, max_amount: max } = range.data

  if (amount === null) {
    return (
      <>
        <BalanceLine />
        <MoneyClosedNote call={call} />
        <form
          className='card form-stack'
          noValidate
          onSubmit={e => {
            e.preventDefault()
            const read = readRechargeAmount(text, min, max)
            setError(read.ok ? null : read.error)
            if (!read.ok) { step('error', { step: `${kind}_amount`, message: read.error }); return }
            step('amount_continue', { kind, amount: read.minor })
            setAmount(read.minor)
          }}
        >
          <AmountField
            id='direct-amount'
            label={t('recharge.direct_amount_label')}
            hint={amountHint(min, max)}
            value={text}
            maxLength={24}
            onChange={v => { setText(v); if (error !== null) setError(null) }}
            error={error}
            data-testid='amount-input'
          />
          <button type='submit' className='button block' {...closedControl} data-testid='amount-continue'>
            {t('recharge.continue')}
          </button>
        </form>
      </>
    )
  }

  const summary = (
    <section className='card pay-summary' data-testid='pay-summary'>
      <h2>{t('recharge.you_pay')} <span className='money'>{money(amount)}</span></h2>
      <button type='button' className='link-button' onClick={() => { setAmount(null) }}>
        {t('recharge.change_amount')}
      </button>
    </section>
  )
  return (
    <Checkout
      key={amount}
      amount={amount}
      summary={summary}
      links={links}
      create={async choice => orderDirect(kind, { amount, ...choiceFields(choice) })}
    />
  )
}
