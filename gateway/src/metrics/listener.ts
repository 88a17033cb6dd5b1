// GET /metrics on a listener of its own (METRICS_PORT), never on the public port: players cannot read it
// through the proxy, and a scrape does not queue behind player traffic or its limits.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'
import { METRICS_CONTENT_TYPE, metricsText } from '../../../shared/node/process-metrics.js'

export async function listenMetrics (
  registry: Registry, port: number, host: string
): Promise<{ server: Server, address: AddressInfo }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/metrics') { res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n'); return }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n')
      return
    }
    metricsText(registry).then(text => {
      const headers = { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : text)
    }, (err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err.message}\n`)
    })
  })
  // A scrape is one small GET: anything slower or larger is not Prometheus.
  server.headersTimeout = 5000
  server.requestTimeout = 10000
  server.keepAliveTimeout = 30000
  server.maxHeadersCount = 50
  // A few Prometheus servers scrape it; anything more is not them.
  server.maxConnections = 32
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => { server.off('error', reject); resolve() })
  })
  return { server, address: server.address() as AddressInfo }
}
