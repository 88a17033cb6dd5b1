// A list's month box: a native month input (typed text where type=month is unsupported) and the way back to
// every month while one is chosen. The lists decide which months they accept; this is only how it looks.
import { useId } from 'react'
import { FieldError } from '../components/field-error.js'

interface Props {
  label: string
  /** What the box holds, as typed or picked. */
  value: string
  onChange: (text: string) => void
  max: string
  min?: string
  /** The way back to every month, shown while a month is chosen. */
  clear: { label: string, shown: boolean, onClear: () => void }
  /** A month the list refuses: its message, tied to the box. */
  refusal?: { text: string | null, testId: string }
  testId: string
}

export function MonthFilter ({ label, value, onChange, max, min, clear, refusal, testId }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = (refusal?.text ?? null) !== null
  return (
    <div className='field month-filter'>
      <label htmlFor={id}>{label}</label>
      <div className='month-filter-row'>
        <input
          id={id}
          type='month'
          value={value}
          min={min}
          max={max}
          placeholder={max}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={e => { onChange(e.target.value) }}
          data-testid={testId}
        />
        {clear.shown
          ? <button type='button' className='link-button' onClick={clear.onClear}>{clear.label}</button>
          : null}
      </div>
      {refusal === undefined ? null : <FieldError id={errorId} error={refusal.text} testId={refusal.testId} />}
    </div>
  )
}
