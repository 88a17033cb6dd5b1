// Sleeps used by demo-slow and delay faults. They end early when the app closes, so a shutdown never
// waits for a 21-second answer.
import fp from 'fastify-plugin'

export class Delays {
  private pending = new Set<{ timer: NodeJS.Timeout, resolve: (completed: boolean) => void }>()

  /** Resolves true after ms, or false when cancelled by close. */
  sleep (ms: number): Promise<boolean> {
    return new Promise(resolve => {
      const entry = {
        timer: setTimeout(() => {
          this.pending.delete(entry)
          resolve(true)
        }, ms),
        resolve
      }
      this.pending.add(entry)
    })
  }

  cancelAll (): void {
    for (const entry of this.pending) {
      clearTimeout(entry.timer)
      entry.resolve(false)
    }
    this.pending.clear()
  }

  size (): number {
    return this.pending.size
  }
}

declare module 'fastify' {
  interface FastifyInstance { delays: Delays }
}

export default fp(async app => {
  const delays = new Delays()
  app.decorate('delays', delays)
  app.addHook('preClose', async () => { delays.cancelAll() })
}, { name: 'mock-delays' })
