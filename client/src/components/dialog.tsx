// A modal dialog on the native <dialog> element: showModal() makes the page behind inert, so Tab and Shift+Tab
// cannot leave it (issue 28) and the browser adds role and modality; we label it, move focus into it, close on
// Escape through React's state (the `cancel` event), and give focus back to the control that opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react'

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'

export function Dialog ({ open, title, children, onClose, actions }: { open: boolean, title: string, children?: ReactNode, onClose: () => void, actions: ReactNode }) {
  const titleId = useId()
  const box = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const el = box.current
    if (!open || el === null) return
    const previous = document.activeElement as HTMLElement | null
    if (!el.open) el.showModal()
    const first = el.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? el).focus()
    // Escape fires `cancel`; the parent decides whether the dialog goes (it may be busy with money in flight).
    const onCancel = (e: Event) => { e.preventDefault(); close.current() }
    // The browser keeps the page behind inert; Tab past either end would leave the document (a WebView has
    // no address bar to go to), so it wraps inside the dialog instead.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return
      const all = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(x => !x.matches(':disabled') && x.getClientRects().length > 0)
      const edge = e.shiftKey ? all[0] : all[all.length - 1]
      if (edge === undefined || document.activeElement === edge || document.activeElement === el) {
        e.preventDefault()
        ;(e.shiftKey ? all[all.length - 1] : all[0])?.focus()
      }
    }
    el.addEventListener('cancel', onCancel)
    el.addEventListener('keydown', onKey)
    return () => {
      el.removeEventListener('cancel', onCancel)
      el.removeEventListener('keydown', onKey)
      if (el.open) el.close()
      if (previous?.isConnected === true) previous.focus()
    }
  }, [open])
  if (!open) return null
  return (
    <dialog className='dialog' role='dialog' aria-modal='true' aria-labelledby={titleId} ref={box} tabIndex={-1}>
      <h2 id={titleId}>{title}</h2>
      <div className='dialog-body'>{children}</div>
      <div className='dialog-actions'>{actions}</div>
    </dialog>
  )
}
