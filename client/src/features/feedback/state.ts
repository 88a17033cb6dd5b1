// The feature's state: the draft survives going to the preview and back; the item opened from the
// history is handed to the detail screen without a second call.
import { atom, getDefaultStore } from 'jotai'
import type { FeedbackItem } from '../../../../shared/schemas/feedback.js'
import { emptyDraft, type Draft, type Variant } from './draft.js'

export const draftAtom = atom<Draft>(emptyDraft())

export const openedItemAtom = atom<FeedbackItem | null>(null)

/** Forgets the draft and frees its thumbnails' object URLs. */
export function resetDraft (variant: Variant = 'general'): void {
  const store = getDefaultStore()
  for (const p of store.get(draftAtom).pictures) URL.revokeObjectURL(p.localUrl)
  store.set(draftAtom, emptyDraft(variant))
}
