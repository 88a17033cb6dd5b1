// The gateway as production runs it, configured by its environment only, with the limits that would
// otherwise count the bench's own calls set out of the way.
import { randomBytes } from 'node:crypto'

/** A secret of this run only: production refuses the development ones. */
export const RUN_SECRET = randomBytes(24).toString('hex')

export function gatewayEnv (
  port: number,
  metricsPort: number,
  upstreamUrl: string,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    UPSTREAM_URL: upstreamUrl,
    // Production's level: a request line per call, read through a pipe (lib/children.ts).
    LOG_LEVEL: 'info',
    SIGN_SECRET: RUN_SECRET,
    // The highest the config allows; the bench also gives each run its own player, so no run nears them.
    RATE_LIMIT_USER_PER_MIN: '100000',
    RATE_LIMIT_IP_PER_MIN: '1000000',
    // The overload bound answers 503 when the event loop lags, which a saturating load does on purpose.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...extra
  }
}
