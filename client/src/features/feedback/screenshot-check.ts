// A screenshot is checked before it is uploaded (lib/image-file: type by its bytes, size against the
// host's limit); here each problem becomes the message key the picker shows.
import { imageFileProblem, type ChosenImage } from '../../lib/image-file.js'

export type ScreenshotProblem =
  | { key: 'error.file_type' }
  | { key: 'error.file_too_large', maxBytes: number }
  | { key: 'error.file_missing' }

export function checkScreenshot (file: ChosenImage, maxBytes: number): ScreenshotProblem | null {
  switch (imageFileProblem(file, maxBytes)) {
    case null: return null
    case 'missing': return { key: 'error.file_missing' }
    case 'type': return { key: 'error.file_type' }
    case 'too_large': return { key: 'error.file_too_large', maxBytes }
  }
}
