// The OpenAPI document, made from the endpoint table like everything else.
import { endpointList } from '../../shared/endpoints.js'

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'msg', 'data', 'status'],
  properties: {
    code: { type: 'integer', description: '0 is success; upstream codes otherwise; -1 gateway failure; 400, 401 gateway refusals' },
    msg: { type: 'string' },
    data: { anyOf: [data, { type: 'null' }] },
    status: { enum: ['success', 'error', 'outage', 'timeout'] },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } }
  }
})

function plain (schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema))
}

export function openApiDocument (): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [id, entry] of endpointList()) {
    const responses = {
      200: { description: 'The upstream answered (success or a domain error)', content: { 'application/json': { schema: envelope(plain(entry.data)) } } },
      400: { description: 'The body failed validation; msg names the first bad field' },
      401: { description: 'Login needed and no bearer token' },
      413: { description: 'Upload too large' },
      415: { description: 'Not application/json or multipart/form-data, or not an allowed image' },
      502: { description: 'Upstream failed (status error, code -1)' },
      503: { description: 'Upstream unreachable (status outage)' },
      504: { description: 'Upstream timed out (status timeout)' }
    }
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: entry.summary,
      tags: [entry.area],
      description: `Upstream: ${entry.method} ${entry.upstream}${entry.drop === undefined ? '' : `; dropped before forwarding: ${entry.drop.join(', ')}`}${entry.money === true ? '; money operation: send an Idempotency-Key header' : ''}${entry.headers === undefined ? '' : `; forwards headers: ${entry.headers.join(', ')}`}`,
      security: entry.login ? [{ bearer: [] }] : [],
      responses
    }
    if (entry.kind === 'json') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: plain(entry.body) } } }
    } else if (entry.kind === 'multipart') {
      const fields = plain(entry.body) as { properties: Record<string, unknown> }
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: [entry.upload?.field ?? 'file'], properties: { ...fields.properties, [entry.upload?.field ?? 'file']: { type: 'string', format: 'binary', description: `image: ${(entry.upload?.types ?? []).join(', ')}` } } }
          }
        }
      }
    }
    paths[entry.path] = { ...(paths[entry.path] ?? {}), [entry.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Wallet gateway API', version: '1.0.0', description: 'Every answer is the envelope {code, msg, data, status}. Amounts are integer minor units.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths
  }
}
