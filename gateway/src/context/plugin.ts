// Decorates every API call with its RequestContext (request.ctx), built by the first hook of its route,
// before the guard, the rate limit and everything after them read it. Pages and assets have none.
import fp from 'fastify-plugin'
import type { onRequestHookHandler } from 'fastify'
import type { EndpointDef } from '../../../shared/endpoints.js'
import { RequestContext } from './request-context.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's context; set on the routes of the endpoint table only. */
    ctx: RequestContext
  }
  interface FastifyInstance {
    /** The hook that builds the context of a call to `entry`: its route's first onRequest hook. */
    contextFor: (entry: EndpointDef) => onRequestHookHandler
  }
}

export default fp(async function requestContext (fastify) {
  fastify.decorateRequest('ctx', null as unknown as RequestContext)
  fastify.decorate('contextFor', (entry: EndpointDef): onRequestHookHandler => {
    return function requestContext (request, _reply, done) {
      request.ctx = new RequestContext(request, entry)
      done()
    }
  })
}, { name: 'request-context', dependencies: ['site', 'i18n'] })
