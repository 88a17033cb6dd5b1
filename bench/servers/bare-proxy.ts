// The baseline the gateway is measured against: a bare @fastify/reply-from proxy, as its README sets one
// up, forwarding every call to UPSTREAM_URL. Listens on PORT; run as a child of the bench.
import Fastify from 'fastify'
import replyFrom from '@fastify/reply-from'

const app = Fastify({ logger: false })
await app.register(replyFrom, { base: process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9090' })
app.all('/*', (_request, reply) => reply.from())
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
process.once('SIGTERM', () => { void app.close() })
