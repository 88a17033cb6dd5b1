// The amount, read by the player's number locale and shown as understood, checked by the shared rule
// before anything is sent; then the confirmation of that same amount, then the withdrawal with one
// Idempotency-Key per intent (the same amount to the same account).
import { useCallback, useState } from 'react'
import { Link } from 'wouter'
import type { Region } from '../../../../../shared/regions.js'
import { withdrawTax } from '../../../../../shared/rules/withdraw.js'
import type { TaxYear, WithdrawConf } from '../../../../../shared/schemas/asset.js'
import type { BoundAccount, WithdrawResult } from '../../../../../shared/schemas/withdraw.js'
import { ActionButton } from '../../../components/button.js'
import { AmountField } from '../../../components/amount-field.js'
import { track } from '../../../lib/analytics.js'
import { money } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { isUncertain } from '../../../lib/idempotency.js'
import { withdraw } from '../api.js'
import { amountMessage, amountProblem, type Today } from './amount-rules.js'
import { ConfirmDialog } from './confirm-dialog.js'

const AMOUNT_ID = 'wd-amount'

interface Props {
  region: Region
  /** The whole balance; the withdrawable part is never above it. */
  balance: number
  withdrawable: number
  conf: WithdrawConf
  /** The player's tax year at the upstream: the confirmation's tax is the shared rule on these figures. */
  taxYear: TaxYear
  /** What the daily limits have used today. */
  today: Today
  account: BoundAccount | null
  /** No account chosen: the picker shows why. */
  onNoAccount: () => void
  onDone: (result: WithdrawResult) => void
  recordHref: string
}

export function AmountForm ({ region, balance, withdrawable, conf, taxYear, today, account, onNoAccount, onDone, recordHref }: Props) {
  const [text, setText] = useState('')
  /** No certain answer: the withdrawal may exist. The record tells; confirming again reuses the key. */
  const [uncertain, setUncertain] = useState(false)
  const [tried, setTried] = useState(false)
  const [confirming, setConfirming] = useState<{ amount: number, tax: number, account: BoundAccount } | null>(null)
  const checked = amountProblem(text, region, { minAmount: conf.min_amount, balance, withdrawable }, { limits: conf, today })
  const error = tried && checked.problem !== null ? amountMessage(checked.problem, withdrawable, balance) : null
  const close = useCallback(() => { setConfirming(null) }, [])

  const submit = () => {
    setTried(true)
    track('withdraw', 'amount_submitted', { valid: checked.problem === null, problem: checked.problem?.key ?? '' })
    if (checked.problem !== null || checked.minor === null) {
      document.getElementById(AMOUNT_ID)?.focus()
      return
    }
    if (account === null) { onNoAccount(); return }
    setConfirming({ amount: checked.minor, tax: withdrawTax(checked.minor, conf.tax_rate_bp, taxYear), account })
  }

  const confirm = async () => {
    if (confirming === null) return
    const { amount, account: to } = confirming
    track('withdraw', 'confirmed', { amount, type: to.type })
    const result = await withdraw(amount, to.account_id)
    setConfirming(null)
    setUncertain(isUncertain(result))
    if (result.ok) {
      track('withdraw', 'success', { amount, type: to.type, order_id: result.data.order.order_id })
      onDone(result.data)
    } else {
      // The api client has shown the upstream's message (10002, 10003, 10004, 10014...) as a toast.
      track('withdraw', 'failure', { amount, type: to.type, code: result.code, status: result.status })
    }
  }

  return (
    <section className='card' aria-labelledby='wd-amount-title'>
      <h2 id='wd-amount-title'>{t('withdraw.amount_title')}</h2>
      <form noValidate className='wd-form' onSubmit={e => { e.preventDefault() }}>
        <AmountField
          id={AMOUNT_ID}
          label={t('withdraw.amount')}
          value={text}
          onChange={setText}
          error={error}
          hint={t('withdraw.amount_rule', { min: money(conf.min_amount), multiple: money(conf.multiple) })}
          aria-required
          data-testid='wd-amount'
        />
        {uncertain
          ? <p className='notice' role='status' data-testid='wd-uncertain'>{t('withdraw.uncertain')} <Link href={recordHref}>{t('withdraw.view_record')}</Link></p>
          : null}
        <ActionButton type='submit' className='block' onAction={submit} money='withdraw' data-testid='wd-submit'>{t('withdraw.submit')}</ActionButton>
      </form>
      {confirming !== null
        ? <ConfirmDialog amount={confirming.amount} tax={confirming.tax} taxRateBp={conf.tax_rate_bp} account={confirming.account} payoutDays={conf.payout_days} onConfirm={confirm} onClose={close} />
        : null}
    </section>
  )
}
