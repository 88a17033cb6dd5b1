// Up to three screenshots: each is checked (type, size) before it is uploaded, uploaded at once with a
// progress bar, and can be removed. The draft keeps the upstream's address and a local thumbnail.
import { useEffect, useId, useRef, useState } from 'react'
import { useAtom } from 'jotai'
import { useSignal } from '@preact/signals-react'
import { t } from '../../lib/i18n.js'
import { siteConfig } from '../../lib/session.js'
import { track } from '../../lib/analytics.js'
import { DEFAULT_UPLOAD_MAX_BYTES, IMAGE_TYPES, formatBytes, readHead } from '../../lib/image-file.js'
import { UploadProgress } from '../../components/upload-progress.js'
import { checkScreenshot, type ScreenshotProblem } from './screenshot-check.js'
import { MAX_PICTURES } from './draft.js'
import { draftAtom } from './state.js'
import { uploadScreenshot } from './api.js'
import { PictureThumb } from './picture-thumb.js'

type Phase = 'idle' | 'checking' | 'uploading' | 'done'

function problemText (problem: ScreenshotProblem): string {
  return problem.key === 'error.file_too_large' ? t(problem.key, { max: formatBytes(problem.maxBytes) }) : t(problem.key)
}

export function Screenshots () {
  const [draft, setDraft] = useAtom(draftAtom)
  const progress = useSignal(0)
  const [phase, setPhase] = useState<Phase>('idle')
  const [error, setError] = useState<string | null>(null)
  const controller = useRef<AbortController | null>(null)
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  useEffect(() => () => { controller.current?.abort() }, [])

  const full = draft.pictures.length >= MAX_PICTURES
  const busy = phase === 'checking' || phase === 'uploading'

  async function choose (file: File): Promise<void> {
    setError(null)
    setPhase('checking')
    const maxBytes = siteConfig()?.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES
    const head = await readHead(file)
    const problem = checkScreenshot({ type: file.type, size: file.size, head }, maxBytes)
    if (problem !== null) {
      setPhase('idle')
      setError(problemText(problem))
      track('feedback', 'screenshot_refused', { reason: problem.key, size: file.size })
      return
    }
    const c = new AbortController()
    controller.current = c
    progress.value = 0
    setPhase('uploading')
    const result = await uploadScreenshot(file, file.name || 'screenshot', fraction => { progress.value = fraction }, c.signal)
    if (c.signal.aborted) return
    if (!result.ok) {
      setPhase('idle')
      setError(result.msg)
      track('feedback', 'screenshot_failed', { code: result.code, status: result.status })
      return
    }
    progress.value = 1
    setPhase('done')
    const picture = { url: result.data.url, fileId: result.data.file_id, name: file.name, localUrl: URL.createObjectURL(file) }
    setDraft(d => ({ ...d, pictures: [...d.pictures, picture].slice(0, MAX_PICTURES) }))
    track('feedback', 'screenshot_uploaded', { size: result.data.size, mime: result.data.mime })
  }

  function remove (fileId: string): void {
    setDraft(d => {
      const gone = d.pictures.find(p => p.fileId === fileId)
      if (gone !== undefined) URL.revokeObjectURL(gone.localUrl)
      return { ...d, pictures: d.pictures.filter(p => p.fileId !== fileId) }
    })
    setPhase('idle')
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
                <button type='button' className='shot-remove' aria-label={t('feedback.remove_picture', { n: i + 1 })} onClick={() => { remove(p.fileId) }}>×</button>
              </li>
            ))}
          </ul>
          )
        : null}
      {phase === 'uploading' || phase === 'done' ? <UploadProgress progress={progress} label={t('feedback.upload_progress')} testId='upload-progress' percent={{ testId: 'upload-percent', text: percent => t('feedback.upload_percent', { percent }) }} /> : null}
      <div className='file-pick'>
        <input
          id={inputId}
          className='file-input'
          type='file'
          accept={IMAGE_TYPES.join(',')}
          disabled={full || busy}
          aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
          aria-invalid={error === null ? undefined : true}
          data-testid='screenshot-input'
          onChange={e => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file !== undefined) void choose(file)
          }}
        />
        <label htmlFor={inputId} className={`link-button${full || busy ? ' is-disabled' : ''}`}>
          {busy ? t('feedback.uploading') : full ? t('feedback.screenshots_full', { count: MAX_PICTURES }) : t('feedback.add_screenshot')}
        </label>
      </div>
      {error !== null ? <p id={errorId} className='field-error' role='alert' data-testid='screenshot-error'>{error}</p> : null}
    </fieldset>
  )
}
