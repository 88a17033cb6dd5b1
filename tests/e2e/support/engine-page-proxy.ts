// A page's own door to the stack's gateway, for engines driven over classic WebDriver (WebKit): a port of
// its own (so its storage is its own: the gateway takes the page host's name, not its port), the host
// app's bridge added as the first script of each HTML document (what the iOS app's WKUserScript does at
// document start; the page's CSP allows 'self'), and "offline": every connection refused.
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const INIT_SCRIPT_PATH = '/__engine/init.js'

export interface PageProxy {
  port: number
  setOffline: (offline: boolean) => void
  close: () => Promise<void>
}

function isHtml (res: IncomingMessage): boolean {
  const type = res.headers['content-type']
  return type !== undefined && type.startsWith('text/html')
}

const FIRST_SCRIPT = `<script src="${INIT_SCRIPT_PATH}"></script>`

/** The bridge's script first in the document: after <head>, else <html>, else the doctype (the build omits optional tags). */
function withFirstScript (html: string): string {
  for (const tag of [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype[^>]*>/i]) {
    const found = tag.exec(html)
    if (found !== null) return html.slice(0, found.index + found[0].length) + FIRST_SCRIPT + html.slice(found.index + found[0].length)
  }
  return FIRST_SCRIPT + html
}

export async function startPageProxy (gatewayPort: number, initScript: string | undefined): Promise<PageProxy> {
  let offline = false
  const server: Server = createServer((req, res) => {
    if (offline) { req.socket.destroy(); return }
    if (initScript !== undefined && req.url === INIT_SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      res.end(initScript)
      return
    }
    const headers = { ...req.headers }
    // The HTML is read to add the script; the rest passes through as the gateway sent it.
    if (initScript !== undefined) delete headers['accept-encoding']
    const upstream = request({ host: '127.0.0.1', port: gatewayPort, method: req.method, path: req.url, headers }, answer => {
      if (initScript === undefined || !isHtml(answer)) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const parts: Buffer[] = []
      answer.on('data', (part: Buffer) => parts.push(part))
      answer.on('end', () => {
        const html = withFirstScript(Buffer.concat(parts).toString('utf8'))
        const out = { ...answer.headers }
        delete out['content-length']
        delete out.etag
        res.writeHead(answer.statusCode ?? 502, out)
        res.end(html)
      })
    })
    upstream.on('error', () => { res.destroy() })
    req.pipe(upstream)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    setOffline: (value) => {
      offline = value
      if (value) server.closeAllConnections()
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => { resolve() }))
    }
  }
}
