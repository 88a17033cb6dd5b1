// The receiver's user ID (looked up and shown before anything is sent) and the coins, checked by the
// shared rules; then the confirmation; then the transfer. The upstream enforces the same rules: its four
// transfer codes come back as the message of the field they concern.
import { useState } from 'react'
import { Link } from 'wouter'
import { DOMAIN } from '../../../../shared/domain-codes.js'
import { MIN_TRANSFER } from '../../../../shared/rules/transfer.js'
import type { DataOf } from '../../../../shared/endpoints.js'
import { ActionButton } from '../../components/button.js'
import { Field } from '../../components/field.js'
import { useMoneyAction, type Trail } from '../../domain/money-action/index.js'
import { track } from '../../lib/analytics.js'
import { count } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import type { Failure } from '../../lib/result.js'
import { showToast } from '../../lib/toast.js'
import { sendCoins, type OtherUser } from './api.js'
import { ConfirmDialog } from './confirm-dialog.js'
import { RecipientStatus } from './recipient.js'
import { cleanUserId, coinsMessage, coinsProblem, userIdMessage, userIdProblem } from './rules.js'
import { useRecipient } from './use-recipient.js'

const USER_FIELD = 'tf-user-id'
const AMOUNT_FIELD = 'tf-amount'

interface Props {
  available: number
  ownId: string
  initialUserId: string
  recordHref: string
  onDone: (result: DataOf<'transfer'>, user: OtherUser) => void
  /** The upstream says the coins are not what this screen shows: read them again. */
  onCoinsStale: () => void
}

type ServerError = { field: 'user_id' | 'amount', text: string }

interface Intent { user: OtherUser, coins: number }
type Sent = DataOf<'transfer'>

const TRAIL: Trail<Intent, Sent> = {
  area: 'transfer',
  names: { confirmed: 'confirmed', success: 'success', failure: 'failure' },
  details: ({ coins }) => ({ coins }),
  success: ({ coins }, data) => ({ coins, transfer_id: data.record.transfer_id })
}

const sendTransfer = ({ user, coins }: Intent) => sendCoins(user.user_id, coins)

/** The upstream's four transfer codes, as the field they concern and its text when the answer has none. */
const FIELD_OF_CODE: Partial<Record<number, { field: ServerError['field'], fallback: string }>> = {
  [DOMAIN.USER_NOT_FOUND]: { field: 'user_id', fallback: 'upstream.user_not_found' },
  [DOMAIN.TRANSFER_SELF]: { field: 'user_id', fallback: 'upstream.transfer_self' },
  [DOMAIN.TRANSFER_EXCEEDS_ASSETS]: { field: 'amount', fallback: 'upstream.transfer_exceeds_assets' },
  [DOMAIN.TRANSFER_MINIMUM]: { field: 'amount', fallback: 'upstream.transfer_minimum' }
}

function focus (id: string): void {
  document.getElementById(id)?.focus()
}

export function TransferForm ({ available, ownId, initialUserId, recordHref, onDone, onCoinsStale }: Props) {
  const [idText, setIdText] = useState(initialUserId)
  const [amountText, setAmountText] = useState('')
  const [tried, setTried] = useState(false)
  const [blurred, setBlurred] = useState({ id: false, amount: false })
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const userId = cleanUserId(idText)
  const idProblem = userIdProblem(userId, ownId)
  const recipient = useRecipient(idProblem === null ? userId : null)
  const amount = coinsProblem(amountText, available)

  // Own id: said at once. Format: once submitted or left with something typed. Unknown id: once looked up.
  const showIdFormat = tried || (blurred.id && userId !== '')
  const idError = serverError?.field === 'user_id'
    ? serverError.text
    : idProblem === 'self' || (idProblem !== null && showIdFormat)
      ? userIdMessage(idProblem)
      : recipient.lookup?.state === 'missing'
        ? t('upstream.user_not_found')
        : recipient.lookup?.state === 'failed' ? t('transfer.lookup_failed') : null
  const userIdRefused = serverError?.field === 'user_id'
  const showAmount = tried || (blurred.amount && amountText.trim() !== '')
  const amountError = serverError?.field === 'amount'
    ? serverError.text
    : showAmount && amount.problem !== null ? coinsMessage(amount.problem) : null

  const refused = (failure: Failure, { user }: Intent) => {
    const known = FIELD_OF_CODE[failure.code]
    if (known === undefined) { showToast(failure.msg); return }
    if (failure.code === DOMAIN.USER_NOT_FOUND) recipient.markMissing(user.user_id)
    if (failure.code === DOMAIN.TRANSFER_EXCEEDS_ASSETS) onCoinsStale()
    setServerError({ field: known.field, text: failure.msg || t(known.fallback) })
    focus(known.field === 'user_id' ? USER_FIELD : AMOUNT_FIELD)
  }
  const action = useMoneyAction({
    send: sendTransfer,
    trail: TRAIL,
    onDone: (data: Sent, { user }: Intent) => { onDone(data, user) },
    onRefused: refused,
    // No certain answer (timeout, outage, network): the coins may have moved. The key is kept, so the
    // same transfer sent again is answered by the upstream's first outcome, never paid twice.
    onUncertain: failure => { onCoinsStale(); showToast(failure.msg) },
    onClosed: () => { track('transfer', 'confirm_closed') },
    holdWhileSending: true
  })

  const submit = async () => {
    setTried(true)
    setServerError(null)
    action.clearUncertain()
    track('transfer', 'submitted', {
      valid: idProblem === null && amount.problem === null,
      user_problem: idProblem ?? '',
      amount_problem: amount.problem?.key ?? ''
    })
    if (idProblem !== null) { focus(USER_FIELD); return }
    if (amount.problem !== null || amount.coins === null) {
      focus(AMOUNT_FIELD)
      return
    }
    const coins = amount.coins
    const lookup = await recipient.resolve(userId)
    if (lookup.state !== 'found') { focus(USER_FIELD); return }
    action.ask({ user: lookup.user, coins })
    track('transfer', 'confirm_opened', { coins })
  }

  return (
    <section className='card' aria-labelledby='tf-form-title'>
      <h2 id='tf-form-title'>{t('transfer.form_title')}</h2>
      <form noValidate className='tf-form' onSubmit={e => { e.preventDefault() }}>
        <div>
          <Field
            id={USER_FIELD}
            label={t('transfer.user_id')}
            value={idText}
            onChange={v => { setIdText(v); if (serverError?.field === 'user_id') setServerError(null) }}
            onBlur={() => { setBlurred(b => ({ ...b, id: true })) }}
            error={idError}
            hint={t('transfer.user_id_hint')}
            inputMode='numeric'
            autoComplete='off'
            aria-required
            data-testid='tf-user-id'
          />
          <RecipientStatus
            lookup={idProblem === null && !userIdRefused ? recipient.lookup : null}
            onRetry={recipient.retry}
          />
        </div>
        <Field
          id={AMOUNT_FIELD}
          label={t('transfer.amount')}
          value={amountText}
          onChange={v => { setAmountText(v); if (serverError?.field === 'amount') setServerError(null) }}
          onBlur={() => { setBlurred(b => ({ ...b, amount: true })) }}
          error={amountError}
          hint={t('transfer.amount_hint', { min: count(MIN_TRANSFER), max: count(available) })}
          inputMode='numeric'
          autoComplete='off'
          aria-required
          data-testid='tf-amount'
        />
        {action.uncertain
          ? (
            <p className='notice' role='status' data-testid='tf-uncertain'>
              {t('transfer.uncertain')} <Link href={recordHref}>{t('transfer.view_record')}</Link>
            </p>
            )
          : null}
        <ActionButton type='submit' className='block' onAction={submit} money='transfer' data-testid='tf-submit'>
          {t('transfer.submit')}
        </ActionButton>
      </form>
      {action.pending !== null
        ? (
          <ConfirmDialog
            user={action.pending.user}
            coins={action.pending.coins}
            available={available}
            busy={action.sending}
            onConfirm={action.confirm}
            onClose={action.close}
          />
          )
        : null}
    </section>
  )
}
