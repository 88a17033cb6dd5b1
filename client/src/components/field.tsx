// A labelled input whose error is tied to it (aria-invalid, aria-describedby).
import { useId, type InputHTMLAttributes } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
}

export function Field ({ label, value, onChange, error, hint, id, ...rest }: Props) {
  const auto = useId()
  const inputId = id ?? auto
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const described = [error ? errorId : '', hint !== undefined ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        value={value}
        onChange={e => { onChange(e.target.value) }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described === '' ? undefined : described}
        {...rest}
      />
      {hint !== undefined ? <p id={hintId} className='field-hint'>{hint}</p> : null}
      {error ? <p id={errorId} className='field-error' role='alert'>{error}</p> : null}
    </div>
  )
}
