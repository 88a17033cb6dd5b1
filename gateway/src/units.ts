/** Byte counts as people read them in messages ("5 MB"). */
export function megabytes (bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024 * 10) / 10} MB`
}

/** Sizes below a megabyte in kilobytes ("256 KB"), larger ones as megabytes() writes them. */
export function byteSize (bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : megabytes(bytes)
}
