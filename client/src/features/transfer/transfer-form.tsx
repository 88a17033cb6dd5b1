// The receiver's user ID (looked up and shown before anything is sent) and the coins, checked by the
// shared rules; then the confirmation; then the transfer. The upstream enforces the same rules: its four
// transfer codes come back as the message of the field they concern.
import { useCallback, useRef, useState } from 'react'
import { Link } from 'wouter'
import { DOMAIN } from '../../../../shared/domain-codes.js'
import { MIN_TRANSFER } from '../../../../shared/rules/transfer.js'
import type { DataOf } from '../../../../shared/endpoints.js'
import { ActionButton } from '../../components/button.js'
import { Field } from '../../components/field.js'
import { track } from '../../lib/analytics.js'
import { count } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { showToast } from '../../lib/toast.js'
import { isUncertain } from '../../lib/idempotency.js'
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

function focus (id: string): void {
  document.getElementById(id)?.focus()
}

export function TransferForm ({ available, ownId, initialUserId, recordHref, onDone, onCoinsStale }: Props) {
  const [idText, setIdText] = useState(initialUserId)
  const [amountText, setAmountText] = useState('')
  const [tried, setTried] = useState(false)
  const [blurred, setBlurred] = useState({ id: false, amount: false })
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const [confirming, setConfirming] = useState<{ user: OtherUser, coins: number } | null>(null)
  const [uncertain, setUncertain] = useState(false)
  /** Once confirmed, the dialog stays until the answer: closing it would not stop the coins. */
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)

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
  const showAmount = tried || (blurred.amount && amountText.trim() !== '')
  const amountError = serverError?.field === 'amount'
    ? serverError.text
    : showAmount && amount.problem !== null ? coinsMessage(amount.problem) : null

  const close = useCallback(() => {
    if (sending.current) return
    setConfirming(null)
    track('transfer', 'confirm_closed')
  }, [])

  const submit = async () => {
    setTried(true)
    setServerError(null)
    setUncertain(false)
    track('transfer', 'submitted', { valid: idProblem === null && amount.problem === null, user_problem: idProblem ?? '', amount_problem: amount.problem?.key ?? '' })
    if (idProblem !== null) { focus(USER_FIELD); return }
    if (amount.problem !== null || amount.coins === null) {
      focus(AMOUNT_FIELD)
      return
    }
    const coins = amount.coins
    const lookup = await recipient.resolve(userId)
    if (lookup.state !== 'found') { focus(USER_FIELD); return }
    setConfirming({ user: lookup.user, coins })
    track('transfer', 'confirm_opened', { coins })
  }

  const confirm = async () => {
    if (confirming === null) return
    const { user, coins } = confirming
    track('transfer', 'confirmed', { coins })
    sending.current = true
    setBusy(true)
    const result = await sendCoins(user.user_id, coins).finally(() => { sending.current = false; setBusy(false) })
    setConfirming(null)
    if (result.ok) {
      track('transfer', 'success', { coins, transfer_id: result.data.record.transfer_id })
      onDone(result.data, user)
      return
    }
    track('transfer', 'failure', { coins, code: result.code, status: result.status })
    switch (result.code) {
      case DOMAIN.USER_NOT_FOUND:
        recipient.markMissing(user.user_id)
        setServerError({ field: 'user_id', text: result.msg || t('upstream.user_not_found') })
        focus(USER_FIELD)
        return
      case DOMAIN.TRANSFER_SELF:
        setServerError({ field: 'user_id', text: result.msg || t('upstream.transfer_self') })
        focus(USER_FIELD)
        return
      case DOMAIN.TRANSFER_EXCEEDS_ASSETS:
        onCoinsStale()
        setServerError({ field: 'amount', text: result.msg || t('upstream.transfer_exceeds_assets') })
        focus(AMOUNT_FIELD)
        return
      case DOMAIN.TRANSFER_MINIMUM:
        setServerError({ field: 'amount', text: result.msg || t('upstream.transfer_minimum') })
        focus(AMOUNT_FIELD)
        return
    }
    // No certain answer (timeout, outage, network): the coins may have moved. The key is kept, so the
    // same transfer sent again is answered by the upstream's first outcome, never paid twice.
    if (isUncertain(result)) {
      setUncertain(true)
      onCoinsStale()
    }
    showToast(result.msg)
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
          <RecipientStatus lookup={idProblem === null && serverError?.field !== 'user_id' ? recipient.lookup : null} onRetry={recipient.retry} />
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
        {uncertain
          ? <p className='notice' role='status' data-testid='tf-uncertain'>{t('transfer.uncertain')} <Link href={recordHref}>{t('transfer.view_record')}</Link></p>
          : null}
        <ActionButton type='submit' className='block' onAction={submit} money='transfer' data-testid='tf-submit'>{t('transfer.submit')}</ActionButton>
      </form>
      {confirming !== null
        ? <ConfirmDialog user={confirming.user} coins={confirming.coins} available={available} busy={busy} onConfirm={confirm} onClose={close} />
        : null}
    </section>
  )
}
