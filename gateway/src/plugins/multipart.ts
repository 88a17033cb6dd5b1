// Multipart parsing with every limit set explicitly; files are consumed as streams by the upload proxy.
import fp from 'fastify-plugin'
import multipart from '@fastify/multipart'

export default fp(async function multipartLimits (fastify) {
  await fastify.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 5,
      fileSize: fastify.config.uploadMaxBytes,
      files: 1,
      parts: 6,
      headerPairs: 20
    }
  })
}, { name: 'multipart', dependencies: ['site'] })
