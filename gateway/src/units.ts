// The gateway's messages write byte counts as the client does (shared/bytes.ts), so a limit reads the same
// in the picker's hint and in the refusal that quotes it.
import { formatBytes } from '../../shared/bytes.js'

/** A byte count in a message ("5 MB", "64 KB"). */
export function byteSize (bytes: number): string {
  return formatBytes(bytes)
}

/** The upload limit in a message: the same writing as byteSize (the name stays for its callers). */
export const megabytes = byteSize
