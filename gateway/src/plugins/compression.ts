// API answers above a small size go compressed (brotli or gzip, as the client accepts); the client's own
// files are compressed at build time and sent as they are (site/client.ts). Bodies sent to the gateway
// are never decompressed: a small compressed body could unpack into a huge one.
import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import { constants } from 'node:zlib'

/** Below this, compressing costs more than the bytes it saves on a mobile link. */
export const COMPRESS_THRESHOLD_BYTES = 1024

export default fp(async function compression (fastify) {
  await fastify.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Per answer, a fast brotli level: most of the size win for a fraction of the CPU of level 11.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 }
  })
}, { name: 'compression' })
