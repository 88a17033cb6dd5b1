// Upload bytes streamed through the gateway ask V8 for a young-generation collection every few MB, so the
// buffers Node read them into are freed while the uploads go on. What it saves is measured by
// `npm run bench` (bench/uploads.ts); here, that the collections are asked for, and really happen.
import t from 'tap'
import { PerformanceObserver, constants } from 'node:perf_hooks'
import { COLLECT_EVERY_BYTES, streamedBytesCollector, uploadStreamed } from '../../gateway/src/uploads/memory.js'

t.test('one collection for each full share of bytes, across pieces of any size', async t => {
  let collections = 0
  const streamed = streamedBytesCollector(() => { collections++ }, 1000)
  streamed(999)
  t.equal(collections, 0, 'not before the share is full')
  streamed(1)
  t.equal(collections, 1, 'at exactly the share')
  for (let i = 0; i < 64; i++) streamed(50)
  t.equal(collections, 4, '3,200 more bytes in pieces of 50: one at each 1,000, the last 200 counted towards the next')
  streamed(5000)
  t.equal(collections, 5, 'one large piece is one collection')
  streamed(999)
  t.equal(collections, 5, 'the count started again after it')
})

t.test("the gateway's counter runs V8's young-generation collection, without a gc global", async t => {
  t.equal((globalThis as { gc?: unknown }).gc, undefined, 'this process was started without --expose-gc')
  const minor: number[] = []
  const observer = new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor.push(entry.startTime)
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  t.teardown(() => { observer.disconnect() })
  // Nothing here allocates enough to start a collection of its own: only the counter can.
  for (let i = 0; i < 8; i++) uploadStreamed(COLLECT_EVERY_BYTES / 8)
  uploadStreamed(COLLECT_EVERY_BYTES)
  // gc entries are delivered after the collection, on a later turn of the event loop.
  await new Promise(resolve => setTimeout(resolve, 100))
  // At least: V8 may collect once more on its own, never less.
  t.ok(minor.length >= 2, `young-generation collections for twice the share: ${minor.length}`)
  t.equal((globalThis as { gc?: unknown }).gc, undefined, 'and the global stays without gc')
})
