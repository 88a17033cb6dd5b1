// The record upload's progress bar reads a signal: only this bar re-renders as bytes go out.
import type { Signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { t } from '../../../lib/i18n.js'
import { count } from '../format.js'

export function UploadProgress ({ progress }: { progress: Signal<number> }) {
  useSignals()
  const percent = Math.round(Math.min(1, Math.max(0, progress.value)) * 100)
  return (
    <div className='upload-progress' data-testid='record-progress'>
      <div className='progress' role='progressbar' aria-label={t('dealer.record_progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className='muted' data-testid='record-percent'>{t('dealer.percent', { percent: count(percent) })}</span>
    </div>
  )
}
