// A button that cannot be pressed twice while its action runs (no double submit of a payment).
import { useState, type ButtonHTMLAttributes } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Its result is not used: the button is busy until a promise it returns settles. */
  onAction: () => unknown
  variant?: 'primary' | 'secondary' | 'danger'
}

export function ActionButton ({ onAction, variant = 'primary', disabled, children, className, ...rest }: Props) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type='button'
      {...rest}
      className={`button ${variant}${className === undefined ? '' : ` ${className}`}`}
      disabled={disabled === true || busy}
      aria-busy={busy}
      onClick={() => {
        if (busy) return
        setBusy(true)
        void Promise.resolve().then(onAction).finally(() => { setBusy(false) })
      }}
    >
      {children}
    </button>
  )
}
