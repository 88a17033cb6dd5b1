// Every call of the endpoint table, at its upstream path. Kept in its own encapsulated context: the JSON
// parser here keeps the exact body text (the signature covers the bytes), while the control API parses
// JSON normally.
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { endpointList, type EndpointId } from '../../shared/endpoints.js'
import type { Handler } from './handler.js'
import { handlers } from './handlers/table.js'
import { upstreamRoute } from './pipeline/route-handler.js'
import { bodyCheck } from './validation.js'
import { MULTIPART_LIMITS } from './multipart-body.js'

export default async function upstreamRoutes (app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => { done(null, body) })
  await app.register(multipart, { limits: MULTIPART_LIMITS })

  for (const [id, entry] of endpointList()) {
    app.route({
      method: entry.method,
      url: entry.upstream,
      handler: upstreamRoute(app, entry, bodyCheck(entry), handlers[id] as Handler<EndpointId>)
    })
  }
}
