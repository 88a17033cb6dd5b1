// Reads a multipart upload as a stream: text fields are kept, files are counted and thrown away, so an
// upload is never held whole in memory.
import type { FastifyRequest } from 'fastify'
import type { UploadInfo } from './handler.js'
import { MULTIPART_FRAME_LIMITS } from '../../shared/limits.js'

/**
 * The file size is far above the gateway's UPLOAD_MAX_BYTES default (5 MiB): the gateway's own limit is what gets
 * tested.
 */
export const MULTIPART_LIMITS = {
  ...MULTIPART_FRAME_LIMITS,
  fileSize: 10 * 1024 * 1024,
  headerPairs: 100
}

export type Received =
  | { ok: true, fields: Record<string, string>, files: UploadInfo[] }
  | { ok: false, aborted: boolean, fields: Record<string, string>, files: UploadInfo[] }

export async function receiveMultipart (request: FastifyRequest): Promise<Received> {
  const fields: Record<string, string> = {}
  const files: UploadInfo[] = []
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        let size = 0
        for await (const chunk of part.file) size += (chunk as Buffer).length
        files.push({ field: part.fieldname, filename: part.filename, mime: part.mimetype, size })
      } else {
        // A repeated field has no single value to check; refuse it like the JSON bodies refuse surprises.
        if (Object.hasOwn(fields, part.fieldname)) return { ok: false, aborted: false, fields, files }
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch {
    return { ok: false, aborted: request.raw.readableAborted || request.raw.destroyed, fields, files }
  }
  return { ok: true, fields, files }
}
