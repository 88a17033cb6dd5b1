// A payment record photo is checked before it is uploaded, as the gateway will check it: a JPEG, PNG or
// WebP picture (by its first bytes, not its name) no larger than the host's upload limit. A dealer on a
// slow network learns at once instead of after uploading megabytes.
import { IMAGE_MIME, SNIFF_BYTES, sniffImage } from '../../../../../shared/rules/image.js'

export { SNIFF_BYTES }

export const PHOTO_TYPES: readonly string[] = Object.values(IMAGE_MIME)
/** The gateway's default when the config has not said (README: UPLOAD_MAX_BYTES). */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024

export type PhotoProblem = 'missing' | 'type' | 'too_large'

export function photoProblem (file: { type: string, size: number, head: Uint8Array }, maxBytes: number): PhotoProblem | null {
  if (file.size === 0) return 'missing'
  // Some WebViews give no type: the bytes decide then.
  if (file.type !== '' && !PHOTO_TYPES.includes(file.type.toLowerCase())) return 'type'
  if (sniffImage(file.head) === null) return 'type'
  if (file.size > maxBytes) return 'too_large'
  return null
}

/** "5 MB", "500 KB": the limit as phones show file sizes. */
export function formatBytes (bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`
  return `${bytes} B`
}
