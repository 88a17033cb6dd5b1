// The PAN card photo: type (by its first bytes, as every picture picker) and size checked before anything
// is sent, upload progress in a signal (it changes many times a second; only the bar re-renders), then the
// number the upstream read from it.
import { useState } from 'react'
import { useSignal } from '@preact/signals-react'
import { checkField } from '../../../../../shared/rules/fields.js'
import type { PanOcr } from '../../../../../shared/schemas/withdraw.js'
import { UploadProgress } from '../../../components/upload-progress.js'
import { track } from '../../../lib/analytics.js'
import { canonical } from '../../../lib/field-check.js'
import { currentLanguage, t } from '../../../lib/i18n.js'
import { DEFAULT_UPLOAD_MAX_BYTES, IMAGE_TYPES, imageFileProblem, readHead } from '../../../lib/image-file.js'
import { currentUser, siteConfig } from '../../../lib/session.js'
import { readPanCard } from '../api.js'
import { fieldId } from './form-model.js'

export const PHOTO_FIELD = 'pan_photo_url'

function megabytes (bytes: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)
}

interface Props {
  read: PanOcr | null
  onRead: (read: PanOcr) => void
  error: string | null
  onError: (message: string | null) => void
}

export function PanUpload ({ read, onRead, error, onError }: Props) {
  const progress = useSignal<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [name, setName] = useState('')
  const id = fieldId(PHOTO_FIELD)
  const max = siteConfig()?.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (file === undefined) return
    const problem = imageFileProblem({ type: file.type, size: file.size, head: await readHead(file) }, max)
    if (problem !== null) {
      onError(problem === 'too_large' ? t('error.file_too_large', { max: megabytes(max) }) : problem === 'type' ? t('error.file_type') : t('error.file_missing'))
      input.value = ''
      return
    }
    onError(null)
    setBusy(true)
    progress.value = 0
    track('withdraw', 'pan_upload', { size: file.size })
    const userId = canonical('user_id', currentUser()?.user_id ?? '')
    const result = await readPanCard(file, checkField('user_id', userId) ? userId : null, fraction => { progress.value = fraction })
    setBusy(false)
    if (!result.ok) {
      progress.value = null
      input.value = ''
      track('withdraw', 'pan_upload_failure', { code: result.code })
      onError(result.msg)
      return
    }
    track('withdraw', 'pan_upload_success')
    onRead(result.data)
  }

  // The native file button speaks the browser's language, not the player's: it is hidden (still
  // focusable) and its label, styled as a button, says what to do.
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`${id}-label`} className='wd-file-label'>{t('field.pan_photo_url')}</span>
      <input
        id={id}
        type='file'
        className='wd-file'
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={e => { const input = e.currentTarget; setName(input.files?.[0]?.name ?? ''); void choose(input) }}
        data-testid='wd-pan-file'
      />
      <label htmlFor={id} id={`${id}-button`} className='button secondary wd-file-button'>{read === null ? t('withdraw.pan_choose') : t('withdraw.pan_choose_again')}</label>
      {name !== '' ? <span className='muted' dir='auto'>{name}</span> : null}
      <p id={hintId} className='field-hint'>{t('withdraw.pan_photo_hint', { max: megabytes(max) })}</p>
      <UploadProgress progress={progress} label={t('withdraw.pan_uploading')} testId='wd-pan-progress' />
      {read !== null && !busy ? <p className='wd-ok' role='status'>{t('withdraw.pan_read')}</p> : null}
      {error ? <p id={errorId} className='field-error' role='alert'>{error}</p> : null}
    </div>
  )
}
