// An upload's progress bar reads a signal, so only the bar re-renders as bytes go out, not the form
// around it. Nothing is shown while the signal is null (no upload under way).
import type { ReadonlySignal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'

interface Props {
  /** The fraction sent, 0 to 1; null: no upload. */
  progress: ReadonlySignal<number | null>
  /** The bar's accessible name. */
  label: string
  testId: string
  /** The percentage written beside the bar. Without it the bar stands alone and carries testId itself. */
  percent?: { text: (percent: number) => string, testId: string }
}

export function UploadProgress ({ progress, label, testId, percent }: Props) {
  useSignals()
  if (progress.value === null) return null
  const value = Math.round(Math.min(1, Math.max(0, progress.value)) * 100)
  const bar = (
    <div
      className='progress'
      role='progressbar'
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid={percent === undefined ? testId : undefined}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  )
  if (percent === undefined) return bar
  return (
    <div className='upload-progress' data-testid={testId}>
      {bar}
      <span className='muted' data-testid={percent.testId}>{percent.text(value)}</span>
    </div>
  )
}
