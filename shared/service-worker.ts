// What the gateway and the wallet's service worker agree on (gateway/src/site/service-worker.ts,
// client/sw/worker.ts).

/**
 * The global the gateway sets at the top of the worker it serves: a revision of the worker's build and of the
 * page host's settings, so that either changing makes a new worker, which keeps the shell anew.
 */
export const SHELL_REVISION_GLOBAL = '__WALLET_SHELL_REVISION'
