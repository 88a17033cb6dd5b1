// A picture chosen for upload is checked before it is sent, as the gateway will check it: a JPEG, PNG or
// WebP (by its first bytes when they are at hand, not its name) no larger than the host's upload limit.
// A player on a slow network learns at once instead of after uploading megabytes. Pure: no DOM, no state.
import { IMAGE_MIME, SNIFF_BYTES, sniffImage } from '../../../shared/rules/image.js'

export { SNIFF_BYTES }

/** The types a file picker offers and the check accepts, in the gateway's order. */
export const IMAGE_TYPES: readonly string[] = Object.values(IMAGE_MIME)

/** The gateway's default when the config has not said (README: UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

export type ImageFileProblem = 'missing' | 'type' | 'too_large'

export interface ChosenImage {
  /** File.type: may be '' in some WebViews, which then rely on the bytes. */
  type: string
  size: number
  /** The first SNIFF_BYTES bytes (readHead): they decide the type, as the gateway's check does. */
  head: Uint8Array
}

/** The one check of every picture picker (PAN photo, screenshots, remit photos). */
export function imageFileProblem (file: ChosenImage, maxBytes: number): ImageFileProblem | null {
  if (file.size === 0) return 'missing'
  if (file.type !== '' && !IMAGE_TYPES.includes(file.type.toLowerCase())) return 'type'
  if (sniffImage(file.head) === null) return 'type'
  if (file.size > maxBytes) return 'too_large'
  return null
}

/** The bytes imageFileProblem sniffs. */
export async function readHead (file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
}

export type ImageRefusal =
  | { key: 'error.file_type' }
  | { key: 'error.file_too_large', maxBytes: number }
  | { key: 'error.file_missing' }

/** imageFileProblem as the message key the picker shows (the limit goes into the too-large one). */
export function imageRefusal (file: ChosenImage, maxBytes: number): ImageRefusal | null {
  switch (imageFileProblem(file, maxBytes)) {
    case null: return null
    case 'missing': return { key: 'error.file_missing' }
    case 'type': return { key: 'error.file_type' }
    case 'too_large': return { key: 'error.file_too_large', maxBytes }
  }
}
