// Toasts are spoken from live regions that are always in the page (a region inserted with its text is often not
// read): errors (a refused withdrawal, a failed payment, the upstream's refusals) assertively, confirmations and
// notes politely. While a modal dialog is open the page behind is inert and its regions are not read, so the
// open dialog speaks the toast from regions of its own; the page's regions speak it once the dialog has gone.
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { nextToastId, openModalsAtom, toastAtom } from '../lib/toast.js'

export function ToastHost () {
  const toast = useAtomValue(toastAtom)
  const modal = useAtomValue(openModalsAtom) > 0
  const box = (spoken: boolean) => toast === null ? null : <div key={toast.id} className={`toast ${toast.kind}`} data-testid='toast' aria-hidden={spoken ? undefined : true}>{toast.text}</div>
  return (
    <div className='toast-host'>
      <div role='alert' aria-live='assertive' data-testid='toast-assertive'>{toast?.kind === 'error' && !modal ? box(true) : null}</div>
      <div role='status' aria-live='polite' data-testid='toast-polite'>{toast !== null && toast.kind !== 'error' && !modal ? box(true) : null}</div>
      {modal ? box(false) : null}
    </div>
  )
}

/** Inside an open dialog: the toasts shown since it opened, spoken (the dialog draws none; the page shows them). */
export function DialogToastRegions () {
  const toast = useAtomValue(toastAtom)
  const [since] = useState(nextToastId)
  const spoken = toast !== null && toast.id >= since ? toast : null
  return (
    <>
      <p className='sr-only' role='alert' aria-live='assertive' data-testid='dialog-toast-assertive'>{spoken?.kind === 'error' ? spoken.text : ''}</p>
      <p className='sr-only' role='status' aria-live='polite' data-testid='dialog-toast-polite'>{spoken !== null && spoken.kind !== 'error' ? spoken.text : ''}</p>
    </>
  )
}
