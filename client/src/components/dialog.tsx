// A modal dialog on the native <dialog> element: showModal() makes the page behind inert, so Tab and Shift+Tab
// cannot leave it (issue 28) and the browser adds role and modality; we label it, move focus into it, close on
// Escape through React's state (the `cancel` event), and give focus back to the control that opened it. When
// that control is gone (its row removed by the action, now or when the list reloads), focus goes to the nearest
// region that held it, never to <body>, where a screen reader starts again from the top of the page.
import { getDefaultStore, useAtomValue } from 'jotai'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { toastAtom } from '../lib/toast.js'

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])'
/** Where focus may land when the opener is gone: a named region or list around it, else the page. */
const LANDING = [
  'section[aria-labelledby]',
  'section[aria-label]',
  '[role=region]',
  'ul[aria-label]',
  'ol[aria-label]',
  'main',
  '.page'
].join(', ')
/** How long a returned focus is watched for its element being removed (a list reloading after the action). */
const WATCH_MS = 30_000

/** The regions around `el`, nearest first, as they are now (they may be gone by the time the dialog closes). */
function landings (el: Element | null): HTMLElement[] {
  const found: HTMLElement[] = []
  for (let n = el?.parentElement ?? null; n !== null && n !== document.body; n = n.parentElement) {
    if (n.matches(LANDING)) found.push(n)
  }
  return found
}

/** Focuses the nearest region still in the page (its heading when it is labelled by one), else the page's h1. */
function land (candidates: HTMLElement[]): void {
  const region = candidates.find(c => c.isConnected) ?? document.querySelector<HTMLElement>('main, .page')
  if (region === null) return
  const headingId = region.getAttribute('aria-labelledby')
  const heading = headingId === null ? null : document.getElementById(headingId)
  // A visually hidden heading would hide the focus ring: the region itself takes focus then.
  const target = heading !== null && heading.getClientRects().length > 0 && heading.offsetWidth > 1 ? heading : region
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus()
}

/**
 * The opener found again after its list re-rendered it: its data-testid within its row's (a reloaded list draws
 * new elements for the same rows). Null when it has no such name, so it can only be the element itself.
 */
function twinOf (el: HTMLElement | null): string | null {
  const own = el?.getAttribute('data-testid') ?? null
  if (el === null || own === null) return null
  const name = (id: string) => `[data-testid="${CSS.escape(id)}"]`
  const row = el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null
  return row === null ? name(own) : `${name(row)} ${name(own)}`
}

/**
 * Gives focus back to `opener`. When it is gone, or goes once the action's answer re-renders its list, focus
 * goes to the same control drawn again, else to the nearest region that held it; watched until the player
 * moves focus on.
 */
function giveFocusBack (opener: HTMLElement | null, around: HTMLElement[], twin: string | null): void {
  let placing = false
  let onRegion = false
  const again = () => twin === null ? null : document.querySelector<HTMLElement>(twin)
  const place = (el: HTMLElement | null, region: boolean) => {
    placing = true
    if (el !== null) el.focus()
    else land(around)
    placing = false
    onRegion = region
  }
  const first = opener?.isConnected === true ? opener : again()
  place(first, first === null)
  const observer = new MutationObserver(() => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!lost && !onRegion) return
    const twinNow = again()
    if (twinNow !== null) { place(twinNow, false); return }
    if (lost) place(null, true)
  })
  const moved = () => { if (!placing) stop() }
  const timer = setTimeout(() => { stop() }, WATCH_MS)
  function stop () {
    observer.disconnect()
    document.removeEventListener('focusin', moved)
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  document.addEventListener('focusin', moved)
}

/** Inside an open dialog: the toasts shown since it opened, spoken (the page behind is inert; it draws them). */
function DialogToastRegions () {
  const toast = useAtomValue(toastAtom)
  const [before] = useState(() => getDefaultStore().get(toastAtom)?.id ?? 0)
  const spoken = toast !== null && toast.id > before ? toast : null
  return (
    <>
      <p className='sr-only' role='alert' aria-live='assertive'>{spoken?.kind === 'error' ? spoken.text : ''}</p>
      <p className='sr-only' role='status' aria-live='polite'>
        {spoken !== null && spoken.kind !== 'error' ? spoken.text : ''}
      </p>
    </>
  )
}

export function Dialog ({ open, title, children, onClose, actions }: {
  open: boolean
  title: string
  children?: ReactNode
  onClose: () => void
  actions: ReactNode
}) {
  const titleId = useId()
  const box = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const el = box.current
    if (!open || el === null) return
    const focused = document.activeElement
    const previous = focused instanceof HTMLElement && focused !== document.body ? focused : null
    const around = landings(previous)
    const twin = twinOf(previous)
    if (!el.open) el.showModal()
    const first = el.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? el).focus()
    // Escape fires `cancel`; the parent decides whether the dialog goes (it may be busy with money in flight).
    const onCancel = (e: Event) => { e.preventDefault(); close.current() }
    // The browser keeps the page behind inert; Tab past either end would leave the document (a WebView has
    // no address bar to go to), so it wraps inside the dialog instead.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return
      const reachable = (x: HTMLElement) => !x.matches(':disabled') && x.getClientRects().length > 0
      const all = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable)
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
      // Another dialog opening in this one's place (a form's confirmation step) takes focus itself.
      if (document.querySelector('dialog[open]') === null) giveFocusBack(previous, around, twin)
    }
  }, [open])
  if (!open) return null
  return (
    <dialog className='dialog' role='dialog' aria-modal='true' aria-labelledby={titleId} ref={box} tabIndex={-1}>
      <h2 id={titleId}>{title}</h2>
      <div className='dialog-body'>{children}</div>
      <div className='dialog-actions'>{actions}</div>
      <DialogToastRegions />
    </dialog>
  )
}
