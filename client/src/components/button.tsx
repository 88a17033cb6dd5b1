// A button that cannot be pressed twice while its action runs (no double submit of a payment). A money
// action's button (add cash, withdraw, transfer, bind, sell) is disabled offline with the reason beside it:
// nothing is sent, and nothing waits to be sent later.
import { useId, useRef, useState, type ButtonHTMLAttributes } from 'react'
import { useAtomValue } from 'jotai'
import { onlineAtom } from '../lib/session.js'
import { t } from '../lib/i18n.js'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Its result is not used: the button is busy until a promise it returns settles. */
  onAction: () => unknown
  variant?: 'primary' | 'secondary' | 'danger'
  money?: boolean
}

export function ActionButton ({ onAction, variant = 'primary', disabled, money = false, children, className, ...rest }: Props) {
  const [busy, setBusy] = useState(false)
  // Set at once, not at the next render: two taps in one task (a fast double tap, a synthetic click) both run
  // before React renders the busy state, and the second would start the action again.
  const running = useRef(false)
  const online = useAtomValue(onlineAtom)
  const offline = money && !online
  const noteId = useId()
  return (
    <>
      <button
        type='button'
        {...rest}
        className={`button ${variant}${className === undefined ? '' : ` ${className}`}`}
        disabled={disabled === true || busy || offline}
        aria-busy={busy}
        aria-describedby={offline ? noteId : undefined}
        onClick={() => {
          if (running.current || offline) return
          running.current = true
          setBusy(true)
          void Promise.resolve().then(onAction).finally(() => { running.current = false; setBusy(false) })
        }}
      >
        {children}
      </button>
      {offline ? <p id={noteId} className='muted offline-note' role='note' data-testid='offline-note'>{t('offline.money_off')}</p> : null}
    </>
  )
}
