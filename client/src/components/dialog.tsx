// A modal dialog: labelled, focus moved into it on open and back on close, Escape closes.
import { useEffect, useId, useRef, type ReactNode } from 'react'

export function Dialog ({ open, title, children, onClose, actions }: { open: boolean, title: string, children?: ReactNode, onClose: () => void, actions: ReactNode }) {
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    const first = box.current?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')
    ;(first ?? box.current)?.focus()
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose() }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus()
    }
  }, [open, onClose])
  if (!open) return null
  return (
    <div className='dialog-backdrop'>
      <div className='dialog' role='dialog' aria-modal='true' aria-labelledby={titleId} ref={box} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        <div className='dialog-body'>{children}</div>
        <div className='dialog-actions'>{actions}</div>
      </div>
    </div>
  )
}
