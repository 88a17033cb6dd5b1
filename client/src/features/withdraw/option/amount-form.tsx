// The amount, read by the player's number locale and shown as understood, checked by the shared rule
// before anything is sent; then the confirmation of that same amount, then the withdrawal with one
// Idempotency-Key per intent (the same amount to the same account).
import { useState } from 'react'
import { Link } from 'wouter'
import type { Region } from '../../../../../shared/regions.js'
import { withdrawTax } from '../../../../../shared/rules/withdraw.js'
import type { TaxYear, WithdrawConf } from '../../../../../shared/schemas/asset.js'
import type { BoundAccount, WithdrawResult } from '../../../../../shared/schemas/withdraw.js'
import { ActionButton } from '../../../components/button.js'
import { AmountField } from '../../../domain/amount-field.js'
import { useMoneyAction, type Trail } from '../../../domain/money-action/index.js'
import { track } from '../../../lib/analytics.js'
import { money } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { withdraw } from '../api.js'
import { amountMessage, amountProblem, type Today } from './amount-rules.js'
import { ConfirmDialog } from './confirm-dialog.js'

const AMOUNT_ID = 'wd-amount'

interface Intent { amount: number, tax: number, account: BoundAccount }

const TRAIL: Trail<Intent, WithdrawResult> = {
  area: 'withdraw',
  names: { confirmed: 'confirmed', success: 'success', failure: 'failure' },
  details: ({ amount, account }) => ({ amount, type: account.type }),
  success: ({ amount, account }, data) => ({ amount, type: account.type, order_id: data.order.order_id })
}

const sendWithdraw = ({ amount, account }: Intent) => withdraw(amount, account.account_id)

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

export function AmountForm (props: Props) {
  const { region, balance, withdrawable, conf, taxYear, today, account, onNoAccount, onDone, recordHref } = props
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  // No certain answer: the withdrawal may exist. The record tells; confirming again reuses the key.
  // A refusal's message (10002, 10003, 10004, 10014...) the api client has shown as a toast.
  // Once confirmed, Cancel and Escape would only hide a withdrawal that goes on: the dialog stays until the answer.
  const action = useMoneyAction({
    send: sendWithdraw,
    trail: TRAIL,
    onDone: data => { onDone(data) },
    holdWhileSending: true
  })
  const limits = { minAmount: conf.min_amount, balance, withdrawable }
  const checked = amountProblem(text, region, limits, { limits: conf, today })
  const error = tried && checked.problem !== null ? amountMessage(checked.problem, withdrawable, balance) : null

  const submit = () => {
    setTried(true)
    track('withdraw', 'amount_submitted', { valid: checked.problem === null, problem: checked.problem?.key ?? '' })
    if (checked.problem !== null || checked.minor === null) {
      document.getElementById(AMOUNT_ID)?.focus()
      return
    }
    if (account === null) { onNoAccount(); return }
    action.ask({ amount: checked.minor, tax: withdrawTax(checked.minor, conf.tax_rate_bp, taxYear), account })
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
        {action.uncertain
          ? (
            <p className='notice' role='status' data-testid='wd-uncertain'>
              {t('withdraw.uncertain')} <Link href={recordHref}>{t('withdraw.view_record')}</Link>
            </p>
            )
          : null}
        <ActionButton type='submit' className='block' onAction={submit} money='withdraw' data-testid='wd-submit'>
          {t('withdraw.submit')}
        </ActionButton>
      </form>
      {action.pending !== null
        ? (
          <ConfirmDialog
            amount={action.pending.amount}
            tax={action.pending.tax}
            taxRateBp={conf.tax_rate_bp}
            account={action.pending.account}
            payoutDays={conf.payout_days}
            busy={action.sending}
            onConfirm={action.confirm}
            onClose={action.close}
          />
          )
        : null}
    </section>
  )
}
