// Every piece of an upload that Node reads is a new buffer outside the JavaScript heap (the HTTP parser
// copies each one). A dead one is freed only when V8 next collects its young generation, and while bytes
// stream through, the heap itself fills too slowly to ask for that often: twenty concurrent 5 MB uploads
// left 45-60 MB of them waiting (bench/uploads.ts). A young-generation collection after every few MB
// streamed, a millisecond or two each, keeps that near what is in flight; JSON calls never pay for it.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** How many streamed bytes may wait for a collection. */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024

type Gc = (options: { type: 'minor' }) => void

/** V8's own gc function, without starting Node with --expose-gc (operators run the plain command). */
function exposedGc (): Gc | null {
  const global = (globalThis as { gc?: Gc }).gc
  if (typeof global === 'function') return global
  try {
    setFlagsFromString('--expose-gc')
    // A context made once the flag is on gets gc; the gateway's own global stays as it was.
    const gc: unknown = runInNewContext('gc')
    return typeof gc === 'function' ? gc as Gc : null
  } catch {
    return null
  }
}

/** Counts streamed bytes and asks for a young-generation collection each time `every` of them have gone by. */
export function streamedBytesCollector (collect: () => void, every = COLLECT_EVERY_BYTES): (bytes: number) => void {
  let since = 0
  return (bytes) => {
    since += bytes
    if (since < every) return
    since = 0
    collect()
  }
}

/** Looked up on the first collection; null when this V8 refused, which is then not asked again. */
let gc: Gc | null | undefined

/** The gateway's one counter, over all the uploads in flight. */
export const uploadStreamed = streamedBytesCollector(() => {
  if (gc === undefined) gc = exposedGc()
  gc?.({ type: 'minor' })
})
