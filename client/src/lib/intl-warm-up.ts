// Starts the Intl warm-up worker (../intl-warm.ts, whose comment says why) once the main thread is first idle:
// on a slow load that is while the page waits for its scripts; on a fast one, where the scripts are already
// there, only after the render, so a new thread and JavaScript engine starting up never compete with it (on two
// cores they cost Lighthouse 2 points). The worker's file is fetched once, by the worker: no script of the page
// asks for it. Whatever throws (no idle callbacks, as in older iOS WebViews; no workers; a CSP that refuses
// them) only loses the head start.
export function startIntlWarmUp (): void {
  try {
    requestIdleCallback(() => {
      try {
        void new Worker(new URL('../intl-warm.ts', import.meta.url))
      } catch {}
    })
  } catch {}
}
