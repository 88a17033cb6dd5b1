// The Intl warm-up, run as a worker that lib/intl-warm-up.ts starts from the page's first module: it makes a
// formatter of each kind and ends. Chromium readies its Intl data once per process, on the first formatter
// anyone makes: 250-340 ms of a slow phone's main thread (4x CPU), right where React first renders the balance.
// Paid in a worker on another core while the entry and React are still downloading, it leaves the main thread's
// first formatters 1-15 ms, in any of the regions' locales (docs/PERFORMANCE.md).
// It is never needed: whatever throws only loses the head start. The worker ends whatever happens: a thread left
// idle would hold its engine's memory for the page's life.
try {
  ;(1).toLocaleString('en', { style: 'currency', currency: 'INR' })
  new Date().toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
} catch {} finally {
  close()
}
