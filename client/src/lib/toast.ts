// One toast at a time, readable from anywhere (the api client shows upstream messages here).
import { atom, getDefaultStore } from 'jotai'

export interface Toast { id: number, kind: 'error' | 'info' | 'success', text: string }

export const toastAtom = atom<Toast | null>(null)
/** How many modal dialogs are open: while one is, the page behind is inert and its live regions are not read. */
export const openModalsAtom = atom(0)
let next = 1

/** The id the next toast will have: a dialog speaks only the toasts shown after it opened. */
export function nextToastId (): number {
  return next
}

export function showToast (text: string, kind: Toast['kind'] = 'error'): void {
  if (text === '') return
  const id = next++
  const store = getDefaultStore()
  store.set(toastAtom, { id, kind, text })
  // Long enough to be read aloud and then read again on a slow screen reader (issue 28): 3.5 s was not.
  setTimeout(() => { if (store.get(toastAtom)?.id === id) store.set(toastAtom, null) }, 10000)
}

/** A modal dialog opened (+1) or closed (-1). */
export function countModal (change: 1 | -1): void {
  const store = getDefaultStore()
  store.set(openModalsAtom, n => Math.max(0, n + change))
}
