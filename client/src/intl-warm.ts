// The page's first script, tiny and asked for before the entry. It runs twice: in the page, where it starts
// itself again as a worker (from the cache), and in that worker, where it makes a formatter of each kind and
// ends. Chromium readies its Intl data once per process, on the first formatter anyone makes: 250-330 ms of
// a slow phone's main thread (4x CPU), right where React first renders the balance. Paid in a worker on
// another core while the entry and React are still downloading, it leaves the main thread's first formatters
// 1-15 ms, in any of the regions' locales (README, "Client"). Every byte here is first-paint JavaScript,
// and it is never needed: whatever throws (no workers, a CSP that refuses them) only loses the head start.
try {
  if (typeof document === 'undefined') {
    ;(1).toLocaleString('en', { style: 'currency', currency: 'INR' })
    new Date().toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
    close()
  } else {
    void new Worker((document.currentScript as HTMLScriptElement).src)
  }
} catch {}
