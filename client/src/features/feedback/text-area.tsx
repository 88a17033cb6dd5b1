// A labelled multi-line field whose error is tied to it, like components/field.tsx for inputs.
import type { TextareaHTMLAttributes } from 'react'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
}

export function TextArea ({ id, label, value, onChange, error, hint, ...rest }: Props) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [error ? errorId : '', hint !== undefined ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
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
