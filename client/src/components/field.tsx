// Labelled inputs whose error and hint are tied to them (aria-invalid, aria-describedby).
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { FieldError } from './field-error.js'

interface Common {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
}

function FieldShell ({ inputId, label, error, hint, children }: {
  inputId: string
  label: string
  error?: string | null
  hint?: string
  children: ReactNode
}) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {hint !== undefined ? <p id={`${inputId}-hint`} className='field-hint'>{hint}</p> : null}
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  )
}

function ariaFor (inputId: string, error?: string | null, hint?: string) {
  const errorId = error ? `${inputId}-error` : ''
  const hintId = hint !== undefined ? `${inputId}-hint` : ''
  const described = [errorId, hintId].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described === '' ? undefined : described }
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & Common

export function Field ({ label, value, onChange, error, hint, id, ...rest }: InputProps) {
  const auto = useId()
  const inputId = id ?? auto
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        value={value}
        onChange={e => { onChange(e.target.value) }}
        {...ariaFor(inputId, error, hint)}
        {...rest}
      />
    </FieldShell>
  )
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & Common

export function TextArea ({ label, value, onChange, error, hint, id, ...rest }: TextAreaProps) {
  const auto = useId()
  const inputId = id ?? auto
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint}>
      <textarea
        id={inputId}
        value={value}
        onChange={e => { onChange(e.target.value) }}
        {...ariaFor(inputId, error, hint)}
        {...rest}
      />
    </FieldShell>
  )
}
