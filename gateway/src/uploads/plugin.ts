// Multipart parsing with every limit set explicitly; files are consumed as streams by the upload proxy.
import fp from 'fastify-plugin'
import multipart from '@fastify/multipart'
import { MULTIPART_FRAME_LIMITS } from '../../../shared/limits.js'

export default fp(async function multipartLimits (fastify) {
  await fastify.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      ...MULTIPART_FRAME_LIMITS,
      fileSize: fastify.config.uploadMaxBytes,
      headerPairs: 20
    }
  })
}, { name: 'multipart', dependencies: ['site'] })
