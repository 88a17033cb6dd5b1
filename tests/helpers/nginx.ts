// The repository's deploy/nginx.conf, run for real on loopback: its compose service names (gateway-1,
// gateway-2) mapped to local gateway ports, its listen port to a free one, its files kept in a temporary
// prefix. Checked with `nginx -t` first, then run as a non-daemon child of the test.
import type { Test } from 'tap'
import { execFile, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from 'node:net'
import { promisify } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { projectRoot } from '../../shared/node/project-root.js'
import { freePort } from '../../shared/node/free-port.js'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface Nginx { url: string, port: number, config: string }

/** deploy/nginx.conf with `gateway-1:8080` and the like replaced by `127.0.0.1:<port>` and the listen port moved. */
export function renderNginxConf (source: string, gateways: Record<string, number>, listen: number, prefix: string): string {
  let text = source
  for (const [name, port] of Object.entries(gateways)) {
    const pattern = new RegExp(`server ${name}:8080`, 'g')
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no upstream server ${name}:8080`)
    text = text.replace(pattern, `server 127.0.0.1:${port}`)
  }
  if (!/listen 8080;/.test(text)) throw new Error('deploy/nginx.conf does not listen on 8080')
  text = text.replace('listen 8080;', `listen 127.0.0.1:${listen};`)
  // Files under the temporary prefix, so the test needs no root and leaves nothing behind.
  const files = [
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`
  ].join('\n')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(kind => `  ${kind}_temp_path ${join(prefix, `${kind}-temp`)};`).join('\n')
  return `${files}\n${text.replace(/http \{\n/, `http {\n  access_log off;\n${temp}\n`)}`
}

async function accepting (port: number): Promise<boolean> {
  return await new Promise(resolve => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => { resolve(false) })
  })
}

export async function startNginx (t: Test, gateways: Record<string, number>): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install Debian's nginx-light (apt-get install nginx-light) or set NGINX_PATH`)
  const prefix = mkdtempSync(join(tmpdir(), 'wallet-nginx-'))
  // Run as root, nginx's workers are nobody: they must reach their temporary directories.
  chmodSync(prefix, 0o755)
  const port = await freePort()
  const config = join(prefix, 'nginx.conf')
  writeFileSync(config, renderNginxConf(readFileSync(join(projectRoot(), 'deploy', 'nginx.conf'), 'utf8'), gateways, port, prefix))
  // nginx -t: the rendered file, hence the repository's, is a configuration nginx accepts.
  await promisify(execFile)(NGINX, ['-t', '-q', '-p', prefix, '-c', config])
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => { errors += chunk.toString('utf8') })
  const exited = new Promise<void>(resolve => { child.once('exit', () => { resolve() }) })
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: nginx's graceful stop, its workers included.
      child.kill('SIGQUIT')
      const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])
      if (!stopped) { child.kill('SIGKILL'); await exited }
    }
    rmSync(prefix, { recursive: true, force: true })
  })
  const deadline = Date.now() + 10_000
  while (!(await accepting(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`)
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s: ${errors}`)
    await sleep(50)
  }
  return { url: `http://127.0.0.1:${port}`, port, config }
}

/** What nginx logged at warn and above, for the drill's figures. */
export function nginxErrors (nginx: Nginx): string {
  const file = join(nginx.config, '..', 'error.log')
  return existsSync(file) ? readFileSync(file, 'utf8') : ''
}
