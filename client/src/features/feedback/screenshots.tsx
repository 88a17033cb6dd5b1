// Up to three screenshots: each is checked (type, size) before it is uploaded, uploaded at once with a
// progress bar (lib/use-image-upload), and can be removed. The draft keeps the upstream's address and a
// local thumbnail.
import { useId, useState } from 'react'
import { useAtom } from 'jotai'
import { t } from '../../lib/i18n.js'
import { track } from '../../lib/analytics.js'
import { useImageUpload } from '../../lib/use-image-upload.js'
import { UploadProgress } from '../../components/upload-progress.js'
import { MAX_PICTURES } from './draft.js'
import { draftAtom } from './state.js'
import { uploadScreenshot } from './api.js'
import { PictureThumb } from './picture-thumb.js'
import { FieldError } from '../../components/field-error.js'

export function Screenshots () {
  const [draft, setDraft] = useAtom(draftAtom)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const upload = useImageUpload({
    send: async (file, onProgress, signal) => uploadScreenshot(file, file.name || 'screenshot', onProgress, signal),
    onError: setError,
    onRefused: (refusal, file) => { track('feedback', 'screenshot_refused', { reason: refusal.key, size: file.size }) },
    onFailed: result => {
      setError(result.msg)
      track('feedback', 'screenshot_failed', { code: result.code, status: result.status })
    },
    onDone: (data, file) => {
      const picture = { url: data.url, fileId: data.file_id, name: file.name, localUrl: URL.createObjectURL(file) }
      setDraft(d => ({ ...d, pictures: [...d.pictures, picture].slice(0, MAX_PICTURES) }))
      track('feedback', 'screenshot_uploaded', { size: data.size, mime: data.mime })
    }
  })

  const full = draft.pictures.length >= MAX_PICTURES
  const busy = upload.busy

  function remove (fileId: string): void {
    setDraft(d => {
      const gone = d.pictures.find(p => p.fileId === fileId)
      if (gone !== undefined) URL.revokeObjectURL(gone.localUrl)
      return { ...d, pictures: d.pictures.filter(p => p.fileId !== fileId) }
    })
    upload.reset()
    setError(null)
  }

  return (
    <fieldset className='field shots-field'>
      <legend>{t('feedback.screenshots')}</legend>
      <p id={hintId} className='field-hint'>{t('feedback.screenshots_hint', { count: MAX_PICTURES })}</p>
      {draft.pictures.length > 0
        ? (
          <ul className='shots' data-testid='screenshot-list'>
            {draft.pictures.map((p, i) => (
              <li key={p.fileId}>
                <PictureThumb src={p.localUrl} label={t('feedback.picture_n', { n: i + 1 })} />
                <button
                  type='button'
                  className='shot-remove'
                  aria-label={t('feedback.remove_picture', { n: i + 1 })}
                  onClick={() => { remove(p.fileId) }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          )
        : null}
      <UploadProgress
        progress={upload.progress}
        label={t('feedback.upload_progress')}
        testId='upload-progress'
        percent={{ testId: 'upload-percent', text: percent => t('feedback.upload_percent', { percent }) }}
      />
      <div className='file-pick'>
        <input
          id={inputId}
          className='file-input'
          {...upload.input}
          disabled={full || busy}
          aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
          aria-invalid={error === null ? undefined : true}
          data-testid='screenshot-input'
        />
        <label htmlFor={inputId} className={`link-button${full || busy ? ' is-disabled' : ''}`}>
          {busy
            ? t('feedback.uploading')
            : full ? t('feedback.screenshots_full', { count: MAX_PICTURES }) : t('feedback.add_screenshot')}
        </label>
      </div>
      <FieldError id={errorId} error={error} testId='screenshot-error' />
    </fieldset>
  )
}
