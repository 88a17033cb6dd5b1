// What the upstream's file store answers for an upload: a CDN address and the file's facts.
import type { Uploaded } from '../../../shared/schemas/user.js'
import type { UploadInfo } from '../handler.js'
import type { World } from '../world/state.js'

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

function extension (upload: UploadInfo): string {
  const known = EXTENSIONS[upload.mime.toLowerCase()]
  if (known !== undefined) return known
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(upload.filename)?.[1]
  return fromName?.toLowerCase() ?? 'bin'
}

export function storeUpload (world: World, upload: UploadInfo): Uploaded {
  const fileId = world.nextId('F')
  return {
    url: `https://cdn.mock.local/uploads/${fileId}.${extension(upload)}`,
    file_id: fileId,
    size: upload.size,
    mime: upload.mime
  }
}
