// A button that cannot be pressed twice while its action runs (no double submit of a payment). A money
// action's button (add cash, withdraw, transfer, bind, sell) is disabled offline with the reason beside it:
// nothing is sent, and nothing waits to be sent later. Naming its call (`money='withdraw'`), it is disabled
// the same way, with the operators' reason, while the region's money mode closes that call (lib/money-mode.ts).
import { useId, useRef, useState, type ButtonHTMLAttributes } from 'react'
import { useAtomValue } from 'jotai'
import { onlineAtom } from '../lib/session.js'
import { moneyModeAtom } from '../lib/money-mode.js'
import { closedBy } from './money-closed.js'
import { t } from '../lib/i18n.js'
import { MONEY_MODE_KEY, type MoneyCall } from '../../../shared/money-modes.js'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  /** Its result is not used: the button is busy until a promise it returns settles. */
  onAction: () => unknown
  variant?: 'primary' | 'secondary' | 'danger'
  /**
   * A money action: true (offline only, a payout binding), or the money call it makes (offline, and the
   * region's mode).
   */
  money?: boolean | MoneyCall
  /** The id of the note saying why it is closed or offline, for other controls it also speaks for. */
  noteId?: string
}

export function ActionButton ({
  onAction,
  variant = 'primary',
  disabled,
  money = false,
  noteId: givenNoteId,
  children,
  className,
  ...rest
}: Props) {
  const [busy, setBusy] = useState(false)
  // Set at once, not at the next render: two taps in one task (a fast double tap, a synthetic click) both run
  // before React renders the busy state, and the second would start the action again.
  const running = useRef(false)
  const online = useAtomValue(onlineAtom)
  const mode = useAtomValue(moneyModeAtom)
  const offline = money !== false && !online
  const closed = typeof money === 'string' ? closedBy(mode, money) : null
  const blocked = offline || closed !== null
  const ownNoteId = useId()
  const noteId = givenNoteId ?? ownNoteId
  return (
    <>
      <button
        type='button'
        {...rest}
        className={`button ${variant}${className === undefined ? '' : ` ${className}`}`}
        disabled={disabled === true || busy || blocked}
        aria-busy={busy}
        aria-describedby={blocked ? noteId : undefined}
        onClick={() => {
          if (running.current || blocked) return
          running.current = true
          setBusy(true)
          void Promise.resolve().then(onAction).finally(() => { running.current = false; setBusy(false) })
        }}
      >
        {children}
      </button>
      {closed !== null
        ? (
          <p
            id={noteId}
            className='muted offline-note'
            role='note'
            data-testid='money-mode-note'
            data-mode={closed}
          >
            {t(MONEY_MODE_KEY[closed])}
          </p>
          )
        : offline
          ? (
            <p id={noteId} className='muted offline-note' role='note' data-testid='offline-note'>
              {t('offline.money_off')}
            </p>
            )
          : null}
    </>
  )
}
