// The one picture picker behind every upload (PAN photo, feedback screenshots, remit photos): the chosen
// file is checked (type by its bytes, size against the host's limit) before anything is sent, sent with its
// progress in a signal (it changes many times a second; only the bar re-renders), and abandoned when the
// screen goes. Each screen keeps its own markup, messages and analytics.
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useSignal, type Signal } from '@preact/signals-react'
import { formatBytes } from '../../../shared/bytes.js'
import { numberLocale } from './format.js'
import { t } from './i18n.js'
import { DEFAULT_UPLOAD_MAX_BYTES, IMAGE_TYPES, imageRefusal, readHead, type ImageRefusal } from './image-file.js'
import type { Failure, Result } from './result.js'
import { playerRegion, siteConfig } from './session.js'

/** A byte count as this player reads numbers ("5 MB"; Bengali digits for a player reading Bengali). */
export function bytesText (bytes: number): string {
  return formatBytes(bytes, numberLocale(playerRegion()))
}

/** What the player is told about a refused file. */
export function refusalText (refusal: ImageRefusal): string {
  return refusal.key === 'error.file_too_large' ? t(refusal.key, { max: bytesText(refusal.maxBytes) }) : t(refusal.key)
}

export interface ImageUploadOptions<T> {
  /** Sends the checked file; `onProgress` takes the fraction sent (0..1). */
  send: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<Result<T>>
  /** A message under the picker, or null when a new file is chosen. */
  onError: (message: string | null) => void
  onDone: (data: T, file: File) => void
  /** A refusal of the sent file; by default its message goes under the picker. */
  onFailed?: (failure: Failure, file: File) => void
  /** The file was refused before sending. */
  onRefused?: (refusal: ImageRefusal, file: File) => void
  /** The checked file is about to be sent. */
  onSending?: (file: File) => void
}

export interface ImageUpload {
  /** The fraction sent; null when no bar is shown (nothing sent yet, or the last attempt failed). */
  progress: Signal<number | null>
  /** A file is being checked or sent: the picker is disabled. */
  busy: boolean
  /** The host's upload limit, as the hints quote it. */
  maxText: string
  /** Accept types and the change handler of the file input. */
  input: { type: 'file', accept: string, onChange: (e: ChangeEvent<HTMLInputElement>) => void }
  /** Hides the bar (the sent picture was removed). */
  reset: () => void
}

export function useImageUpload<T> (options: ImageUploadOptions<T>): ImageUpload {
  const progress = useSignal<number | null>(null)
  const [busy, setBusy] = useState(false)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => { controller.current?.abort() }, [])
  const maxBytes = siteConfig()?.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES
  const { send, onError, onDone, onFailed, onRefused, onSending } = options

  async function choose (file: File): Promise<void> {
    onError(null)
    setBusy(true)
    const refusal = imageRefusal({ type: file.type, size: file.size, head: await readHead(file) }, maxBytes)
    if (refusal !== null) {
      setBusy(false)
      progress.value = null
      onError(refusalText(refusal))
      onRefused?.(refusal, file)
      return
    }
    const c = new AbortController()
    controller.current = c
    progress.value = 0
    onSending?.(file)
    const result = await send(file, fraction => { progress.value = fraction }, c.signal)
    if (c.signal.aborted) return
    setBusy(false)
    if (result.ok) {
      progress.value = 1
      onDone(result.data, file)
      return
    }
    progress.value = null
    if (onFailed !== undefined) onFailed(result, file)
    else onError(result.msg)
  }

  return {
    progress,
    busy,
    maxText: bytesText(maxBytes),
    input: {
      type: 'file',
      accept: IMAGE_TYPES.join(','),
      onChange: e => {
        const file = e.target.files?.[0]
        // Cleared at once, so choosing the same file again (after a refusal) is a change too.
        e.target.value = ''
        if (file !== undefined) void choose(file)
      }
    },
    reset: () => { progress.value = null }
  }
}
