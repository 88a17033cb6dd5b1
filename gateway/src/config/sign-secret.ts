// The upstream signing secret. Production must never sign with a value that is written in this repository:
// anyone who reads it could sign calls as the gateway.

import { DEV_SIGN_SECRET } from '../../../shared/dev-secret.js'

/**
 * Every secret the repository spells out (the development default, which docker-compose.yml and the mock
 * upstream also use, and the ones tests and benchmarks sign with). tests/gateway/sign-secret.test.ts
 * reads docker-compose.yml, the READMEs and any .env example and fails on a secret missing here.
 */
export const KNOWN_DEVELOPMENT_SECRETS: readonly string[] = [DEV_SIGN_SECRET, 'test-secret', 'bench-secret']

const known = new Set(KNOWN_DEVELOPMENT_SECRETS.map(s => s.toLowerCase()))

/** SIGN_SECRET, or the development value outside production; production refuses a missing or known one. */
export function signSecret (env: NodeJS.ProcessEnv): string {
  const secret = env.SIGN_SECRET ?? ''
  if (env.NODE_ENV !== 'production') return secret === '' ? DEV_SIGN_SECRET : secret
  if (secret.trim() === '') throw new Error('SIGN_SECRET is required when NODE_ENV=production; refusing to start')
  // Case and spaces do not make a published value secret.
  if (known.has(secret.trim().toLowerCase())) {
    throw new Error('SIGN_SECRET is a development secret published in this repository; ' +
      'set the real upstream signing secret when NODE_ENV=production; refusing to start')
  }
  return secret
}
