import { crc32, deflateSync } from 'node:zlib'

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

/**
 * A real picture a browser decodes: a side x side RGB gradient PNG (signature, IHDR, IDAT stored without
 * compression, IEND, each chunk with its CRC). The default 24 px is over the mock's 1 KB floor for a photo.
 */
export function realPng (side = 24): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([head, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rowBytes = 1 + side * 3 // each row starts with its filter byte (0: none)
  const rows = Buffer.alloc(side * rowBytes)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) rows.set([(x * 10) & 255, (y * 10) & 255, 120], y * rowBytes + 1 + x * 3)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const idat = deflateSync(rows, { level: 0 })
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))])
}

export function webp (size: number): Buffer {
  const b = Buffer.alloc(size, 0x43)
  b.write('RIFF', 0, 'latin1'); b.write('WEBP', 8, 'latin1')
  return b
}
