// The page's first script, tiny and asked for beside the entry. It runs twice: in the page, where it starts
// itself again as a worker (from the cache), and in that worker, where it makes a formatter of each kind and
// ends. Chromium readies its Intl data once per process, on the first formatter anyone makes: 250-340 ms of
// a slow phone's main thread (4x CPU), right where React first renders the balance. Paid in a worker on
// another core while the entry and React are still downloading, it leaves the main thread's first formatters
// 1-15 ms, in any of the regions' locales (docs/PERFORMANCE.md).
// The worker starts when the main thread is first idle: on a slow load that is while the page waits for its
// scripts; on a fast one, where the scripts are already there, only after the render, so a new thread and
// JavaScript engine starting up never compete with it (on two cores they cost Lighthouse 2 points).
// Every byte here is first-paint JavaScript, and it is never needed: whatever throws (no idle callbacks, as
// in older iOS WebViews; no workers; a CSP that refuses them) only loses the head start.
if (typeof document === 'undefined') {
  // The worker ends whatever happens: a thread left idle would hold its engine's memory for the page's life.
  try {
    ;(1).toLocaleString('en', { style: 'currency', currency: 'INR' })
    new Date().toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
  } catch {} finally {
    close()
  }
} else {
  try {
    const src = (document.currentScript as HTMLScriptElement).src
    requestIdleCallback(() => {
      try {
        void new Worker(src)
      } catch {}
    })
  } catch {}
}
