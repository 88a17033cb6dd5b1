// Files of a given size that start with an image type's magic bytes: the gateway detects types by those
// bytes, and the mock upstream only counts the rest.
export function jpeg (size: number): Buffer {
  const b = Buffer.alloc(size, 0x41)
  b[0] = 0xff; b[1] = 0xd8; b[2] = 0xff; b[3] = 0xe0
  return b
}

export function png (size: number): Buffer {
  const b = Buffer.alloc(size, 0x42)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b)
  return b
}

export function webp (size: number): Buffer {
  const b = Buffer.alloc(size, 0x43)
  b.write('RIFF', 0, 'latin1'); b.write('WEBP', 8, 'latin1')
  return b
}
