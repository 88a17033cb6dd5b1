// wouter imports use-sync-external-store's shim for React 17; React 19 has the hook itself, so the build
// points the shim here (package.json "alias") and the first paint does not carry a polyfill it never runs.
export { useSyncExternalStore } from 'react'
