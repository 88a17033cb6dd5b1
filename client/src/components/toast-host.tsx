// Toasts are spoken from a live region that is always in the page (a region inserted with its text is often not
// read): errors (a refused withdrawal, a failed payment, the upstream's refusals) assertively, confirmations and
// notes politely (the politeness is set with the toast it announces). While a modal dialog is open the page
// behind is inert and this region is not read, so the open dialog speaks a new toast from regions of its own
// (dialog.tsx, off the first paint's bundle).
import { useAtomValue } from 'jotai'
import { toastAtom } from '../lib/toast.js'

export function ToastHost () {
  const toast = useAtomValue(toastAtom)
  return (
    <div className='toast-host' aria-live={toast?.kind === 'error' ? 'assertive' : 'polite'}>
      {toast === null
        ? null
        : <div key={toast.id} className={`toast ${toast.kind}`} data-testid='toast'>{toast.text}</div>}
    </div>
  )
}
