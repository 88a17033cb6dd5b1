// Remitting an order in payment: by its payment reference (the UTR in India, the bKash/Nagad TrxID in
// Bangladesh), checked by the region's rule before sending, or by a photo of the payment record, checked
// (type, size) before it is uploaded with a progress bar. A refusal about the reference or the photo is
// shown under its field; any other refusal (the order moved on meanwhile) is a toast and the list reloads.
import { useId, useState } from 'react'
import type { PayoutDetail, PayoutOrder } from '../../../../../shared/schemas/dealer.js'
import { BAD_REQUEST } from '../../../../../shared/codes.js'
import { DOMAIN } from '../../../../../shared/domain-codes.js'
import { UTR_UPI } from '../../../../../shared/rules/patterns.js'
import type { Failure } from '../../../lib/result.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { Field } from '../../../components/field.js'
import { Money } from '../../../components/money.js'
import { UploadProgress } from '../../../components/upload-progress.js'
import { runMoneyAction, type Trail } from '../../../domain/money-action/index.js'
import { track } from '../../../lib/analytics.js'
import { useImageUpload } from '../../../lib/use-image-upload.js'
import { canonical, refusal } from '../../../lib/field-check.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import type { ImageRefusal } from '../../../lib/image-file.js'
import { playerRegion } from '../../../lib/session.js'
import { showToast } from '../../../lib/toast.js'
import { remitByRecord, remitByUtr } from '../api.js'
import { FieldError } from '../../../components/field-error.js'
import { useMoneyClosed } from '../../../components/money-closed.js'

const UTR_ID = 'dealer-utr'

const UTR_TRAIL: Trail<PayoutOrder, PayoutDetail> = {
  area: 'dealer',
  names: { confirmed: 'remit_utr_submitted', success: 'remit_utr_success', failure: 'remit_utr_failed' },
  details: order => ({ order_id: order.order_id })
}

function recordTrail (order: PayoutOrder): Trail<File, PayoutDetail> {
  return {
    area: 'dealer',
    names: { confirmed: 'remit_record_submitted', success: 'remit_record_success', failure: 'remit_record_failed' },
    details: file => ({ order_id: order.order_id, size: file.size }),
    success: () => ({ order_id: order.order_id }),
    failure: () => ({ order_id: order.order_id })
  }
}

/** The reason a refused photo is reported under (the analytics' names since before the shared picker). */
const REASONS: Record<ImageRefusal['key'], string> = {
  'error.file_type': 'type',
  'error.file_too_large': 'too_large',
  'error.file_missing': 'missing'
}

function utrHint (order: PayoutOrder): string {
  const region = playerRegion()
  if (order.pay_method === 'upi') return t('dealer.utr_hint_upi')
  if (region === 'IN') return t('dealer.utr_hint_in')
  if (region === 'BD') return t('dealer.utr_hint_bd')
  return t('dealer.utr_hint')
}

function utrProblem (utr: string, order: PayoutOrder): string | null {
  if (utr === '') return t('error.required', { field: t('field.utr') })
  const refused = refusal('utr', utr, t('field.utr'))
  if (refused !== null) return refused
  if (order.pay_method === 'upi' && !UTR_UPI.test(utr)) return t('upstream.utr_invalid')
  return null
}

/** The refusals that are about what was typed or chosen, not about the order. */
function aboutTheInput (failure: Failure, field: 'utr' | 'file'): boolean {
  if (failure.code === BAD_REQUEST) return failure.errors === undefined || failure.errors.some(e => e.field === field)
  if (field === 'utr') return failure.code === DOMAIN.UTR_INVALID || failure.code === DOMAIN.UTR_USED
  // The gateway's own refusals of a file: too large (413), not a JPEG, PNG or WebP (415).
  return failure.code === DOMAIN.RECORD_UPLOAD_INVALID || failure.code === 413 || failure.code === 415
}

interface Props {
  order: PayoutOrder
  onClose: () => void
  /** The order was remitted (its new detail), or has moved on and the list must be read again. */
  onChanged: (detail: PayoutDetail | null) => void
}

export function RemitDialog ({ order, onClose, onChanged }: Props) {
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const closedNoteId = useId()
  // Spaces, dashes and the phone's own digits as typed; the rule and the upstream get capitals and digits.
  const utr = canonical('utr', text)
  const problem = utrProblem(utr, order)
  const shown = serverError ?? (tried ? problem : null)

  const failed = (failure: Failure, field: 'utr' | 'file', setError: (msg: string) => void): void => {
    if (aboutTheInput(failure, field) && failure.msg !== '') { setError(failure.msg); return }
    // The order is no longer in payment (timed out, abandoned elsewhere): say why and show it as it is.
    showToast(failure.msg)
    onChanged(null)
    onClose()
  }

  const submitUtr = async () => {
    setTried(true)
    setServerError(null)
    if (problem !== null) {
      document.getElementById(UTR_ID)?.focus()
      track('dealer', 'remit_utr_invalid', { order_id: order.order_id, length: utr.length })
      return
    }
    const settled = await runMoneyAction(order, o => remitByUtr(o.order_id, utr), UTR_TRAIL)
    if (settled.kind === 'done') {
      showToast(t('dealer.remitted'), 'success')
      onChanged(settled.data)
      onClose()
      return
    }
    failed(settled.failure, 'utr', msg => { setServerError(msg); document.getElementById(UTR_ID)?.focus() })
  }

  return (
    <Dialog
      open
      title={t('dealer.remit_title')}
      onClose={onClose}
      actions={<button type='button' className='button secondary' onClick={onClose}>{t('common.close')}</button>}
    >
      <p className='dealer-remit-to'>
        {t('dealer.remit_to', { name: order.name })} <Money minor={order.amount} />
      </p>
      <form noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <Field
          id={UTR_ID}
          label={t('dealer.utr')}
          value={text}
          onChange={v => { setText(v); setServerError(null) }}
          error={shown}
          hint={utrHint(order)}
          autoComplete='off'
          autoCapitalize='characters'
          spellCheck={false}
          aria-required
          data-testid='remit-utr'
        />
        <ActionButton
          type='submit'
          className='block'
          onAction={submitUtr}
          money='agentOrderRemit'
          noteId={closedNoteId}
          data-testid='remit-utr-submit'
        >
          {t('dealer.remit_utr_action')}
        </ActionButton>
      </form>
      <p className='dealer-or'>{t('dealer.or')}</p>
      <RecordUpload
        order={order}
        closedNoteId={closedNoteId}
        onDone={detail => { onChanged(detail); onClose() }}
        onFailed={(failure, setError) => { failed(failure, 'file', setError) }}
      />
    </Dialog>
  )
}

function RecordUpload ({ order, closedNoteId, onDone, onFailed }: {
  order: PayoutOrder
  /** The UTR button's note of why money is closed, which speaks for the photo too. */
  closedNoteId: string
  onDone: (detail: PayoutDetail) => void
  onFailed: (failure: Failure, setError: (msg: string) => void) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const upload = useImageUpload({
    // The picker checks and shows progress; sending the checked photo is the money action, as the UTR's is.
    send: async (file, onProgress, signal) => {
      const name = file.name || 'payment-record'
      const sendRecord = async (f: File) => await remitByRecord(order.order_id, f, name, onProgress, signal)
      const settled = await runMoneyAction(file, sendRecord, recordTrail(order))
      return settled.kind === 'done' ? { ok: true, data: settled.data, msg: '' } : settled.failure
    },
    onError: setError,
    onRefused: (refusal, file) => {
      const reason = REASONS[refusal.key]
      track('dealer', 'remit_record_refused', { order_id: order.order_id, reason, size: file.size })
    },
    onDone: detail => {
      showToast(t('dealer.remitted'), 'success')
      onDone(detail)
    },
    onFailed: result => { onFailed(result, setError) }
  })
  const busy = upload.busy
  // Closed as the UTR's button is, described by its note of the operators' reason: the gateway would refuse
  // the photo.
  const closed = useMoneyClosed('agentOrderRecord')
  const blocked = busy || closed !== null
  const describedBy = [hintId, closed === null ? null : closedNoteId, error === null ? null : errorId]
    .filter(Boolean).join(' ')

  return (
    <div className='field'>
      <p className='file-label' id={`${id}-label`}>{t('dealer.record')}</p>
      <p id={hintId} className='field-hint'>{t('dealer.record_hint', { max: upload.maxText })}</p>
      <UploadProgress
        progress={upload.progress}
        label={t('dealer.record_progress')}
        testId='record-progress'
        percent={{ testId: 'record-percent', text: percent => t('dealer.percent', { percent: count(percent) }) }}
      />
      <div className='file-pick'>
        <input
          id={id}
          className='file-input'
          {...upload.input}
          disabled={blocked}
          aria-describedby={describedBy}
          aria-invalid={error === null ? undefined : true}
          data-testid='remit-record-input'
        />
        <label htmlFor={id} className={`link-button${blocked ? ' is-disabled' : ''}`}>
          {busy ? t('dealer.record_uploading') : t('dealer.record_choose')}
        </label>
      </div>
      <FieldError id={errorId} error={error} testId='remit-record-error' />
    </div>
  )
}
