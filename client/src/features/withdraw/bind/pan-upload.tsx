// The PAN card photo, through the one picture picker (lib/use-image-upload: checked before anything is
// sent, progress in a signal), then the number the upstream read from it.
import { useState } from 'react'
import { checkField } from '../../../../../shared/rules/fields.js'
import type { PanOcr } from '../../../../../shared/schemas/withdraw.js'
import { UploadProgress } from '../../../components/upload-progress.js'
import { track } from '../../../lib/analytics.js'
import { canonical } from '../../../lib/field-check.js'
import { t } from '../../../lib/i18n.js'
import { useImageUpload } from '../../../lib/use-image-upload.js'
import { currentUser } from '../../../lib/session.js'
import { readPanCard } from '../api.js'
import { fieldId } from './form-model.js'
import { FieldError } from '../../../components/field-error.js'

export const PHOTO_FIELD = 'pan_photo_url'

interface Props {
  read: PanOcr | null
  onRead: (read: PanOcr) => void
  error: string | null
  onError: (message: string | null) => void
}

export function PanUpload ({ read, onRead, error, onError }: Props) {
  const [name, setName] = useState('')
  const id = fieldId(PHOTO_FIELD)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const upload = useImageUpload({
    send: async (file, onProgress, signal) => {
      const userId = canonical('user_id', currentUser()?.user_id ?? '')
      return readPanCard(file, checkField('user_id', userId) ? userId : null, onProgress, signal)
    },
    onError,
    onSending: file => { track('withdraw', 'pan_upload', { size: file.size }) },
    onFailed: result => {
      track('withdraw', 'pan_upload_failure', { code: result.code })
      onError(result.msg)
    },
    onDone: data => {
      track('withdraw', 'pan_upload_success')
      onRead(data)
    }
  })
  const busy = upload.busy

  // The native file button speaks the browser's language, not the player's: it is hidden (still
  // focusable) and its label, styled as a button, says what to do.
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`${id}-label`} className='file-label'>{t('field.pan_photo_url')}</span>
      <input
        id={id}
        className='wd-file'
        {...upload.input}
        disabled={busy}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={e => { setName(e.target.files?.[0]?.name ?? ''); upload.input.onChange(e) }}
        data-testid='wd-pan-file'
      />
      <label htmlFor={id} id={`${id}-button`} className='button secondary wd-file-button'>
        {read === null ? t('withdraw.pan_choose') : t('withdraw.pan_choose_again')}
      </label>
      {name !== '' ? <span className='muted' dir='auto'>{name}</span> : null}
      <p id={hintId} className='field-hint'>{t('withdraw.pan_photo_hint', { max: upload.maxText })}</p>
      <UploadProgress progress={upload.progress} label={t('withdraw.pan_uploading')} testId='wd-pan-progress' />
      {read !== null && !busy ? <p className='wd-ok' role='status'>{t('withdraw.pan_read')}</p> : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}
