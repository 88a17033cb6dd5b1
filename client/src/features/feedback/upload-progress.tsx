// The upload's progress bar: reads a signal, so only this bar re-renders as bytes go out, not the form.
import type { Signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { t } from '../../lib/i18n.js'

export function UploadProgress ({ progress, label }: { progress: Signal<number>, label: string }) {
  useSignals()
  const percent = Math.round(Math.min(1, Math.max(0, progress.value)) * 100)
  return (
    <div className='upload-progress' data-testid='upload-progress'>
      <div className='progress' role='progressbar' aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className='muted' data-testid='upload-percent'>{t('feedback.upload_percent', { percent })}</span>
    </div>
  )
}
