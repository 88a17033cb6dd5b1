// Uploads are identified by their first bytes, never by the name or the type the client claims.
import type { ImageType } from '../endpoints.js'

export const SNIFF_BYTES = 12

export const IMAGE_MIME: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/** Extensions each type is known by; the first is the one given to a file that has none of them. */
const IMAGE_EXTENSIONS: Record<ImageType, readonly string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] }

/** The name with the extension of the type its bytes are: a PNG named photo.jpg is photo.png. */
export function nameForType (name: string, type: ImageType): string {
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  const known = IMAGE_EXTENSIONS[type]
  return known.includes(extension) ? name : `${stem}.${known[0] ?? type}`
}

export function sniffImage (head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}
