// One toast at a time, readable from anywhere (the api client shows upstream messages here).
import { atom, getDefaultStore } from 'jotai/vanilla'

export interface Toast { id: number, kind: 'error' | 'info' | 'success', text: string }

export const toastAtom = atom<Toast | null>(null)
let next = 1

export function showToast (text: string, kind: Toast['kind'] = 'error'): void {
  if (text === '') return
  const id = next++
  const store = getDefaultStore()
  store.set(toastAtom, { id, kind, text })
  // Long enough to be read aloud and then read again on a slow screen reader (issue 28): 3.5 s was not.
  setTimeout(() => { if (store.get(toastAtom)?.id === id) store.set(toastAtom, null) }, 10000)
}
