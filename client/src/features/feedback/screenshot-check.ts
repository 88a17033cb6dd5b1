// A screenshot is checked before it is uploaded: a JPEG, PNG or WebP picture (by the type the browser
// gives and by its first bytes, as the gateway checks) no larger than the host's upload limit. Saves a
// player on a slow network from uploading megabytes only to be refused.
import { IMAGE_MIME, SNIFF_BYTES, sniffImage } from '../../../../shared/rules/image.js'

export { SNIFF_BYTES }

export const ALLOWED_TYPES: readonly string[] = Object.values(IMAGE_MIME)

export type ScreenshotProblem =
  | { key: 'error.file_type' }
  | { key: 'error.file_too_large', maxBytes: number }
  | { key: 'error.file_missing' }

export interface ChosenFile {
  /** File.type: may be '' in some WebViews, which then rely on the bytes */
  type: string
  size: number
  /** The first SNIFF_BYTES bytes */
  head: Uint8Array
}

export function checkScreenshot (file: ChosenFile, maxBytes: number): ScreenshotProblem | null {
  if (file.size === 0) return { key: 'error.file_missing' }
  if (file.type !== '' && !ALLOWED_TYPES.includes(file.type.toLowerCase())) return { key: 'error.file_type' }
  if (sniffImage(file.head) === null) return { key: 'error.file_type' }
  if (file.size > maxBytes) return { key: 'error.file_too_large', maxBytes }
  return null
}

/** "5 MB", "500 KB": the limit as players read it (1 MB = 1024 KB, as phones show file sizes). */
export function formatBytes (bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`
  return `${bytes} B`
}

