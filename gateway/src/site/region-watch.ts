// REGIONS_WATCH=true: the region file is read again when it changes, without a signal. Kubernetes updates a
// mounted ConfigMap by writing a new hidden directory and swapping the `..data` symlink the file's own
// symlink points through: the file itself is never written, so a watch on it sees nothing. The watch is on
// its directory instead; the swap is a burst of events, so it settles first, then the file goes through
// reloadRegions (checked like at start; a bad file is logged and the settings in use stay), and only when its
// text differs from the last seen, so one update is one reload.
import fp from 'fastify-plugin'
import { readFileSync, watch } from 'node:fs'
import { dirname } from 'node:path'

/** Quiet time after the last event in the directory before the file is read. */
export const WATCH_SETTLE_MS = 250

/** The file's text, or undefined while it cannot be read (reloadRegions then logs why). */
function text (file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

export default fp(async function regionWatch (fastify) {
  if (!fastify.config.regionsWatch) return
  const file = fastify.config.regionsFile
  let seen = text(file)
  let timer: NodeJS.Timeout | undefined
  const settle = (): void => {
    timer = undefined
    const now = text(file)
    if (now === seen) return
    seen = now
    fastify.reloadRegions()
  }
  const failed = (err: Error): void => {
    fastify.log.error({ file, reason: err.message }, 'region file watch failed: SIGHUP still reloads it')
  }
  let watcher
  try {
    // Not persistent: the watch never keeps a closing process alive.
    watcher = watch(dirname(file), { persistent: false }, () => {
      clearTimeout(timer)
      timer = setTimeout(settle, WATCH_SETTLE_MS)
      timer.unref()
    })
  } catch (err) {
    // Out of inotify watches, say: the gateway still serves, with the settings it started with.
    failed(err as Error)
    return
  }
  watcher.on('error', failed)
  fastify.log.info({ dir: dirname(file) }, 'watching the region file\'s directory')
  fastify.addHook('onClose', async () => {
    clearTimeout(timer)
    watcher.close()
  })
}, { name: 'region-watch', dependencies: ['region-reload'] })
