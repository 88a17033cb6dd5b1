// What the mock upstream received, for tests to assert on what the gateway really sent.
import fp from 'fastify-plugin'

export interface JournalEntry {
  method: string
  path: string
  query: Record<string, unknown>
  headers: Record<string, unknown>
  /** JSON bodies parsed (the raw text when not JSON), multipart as {fields, files}, GET null. */
  body: unknown
  token: string | null
  at: string
}

/**
 * Long development sessions must not grow memory without end: an ordinary call is about 0.8 KB as JSON
 * (uploads are kept as their sizes, not their bytes), so 10,000 are some 8 MB. Tests reset far more often.
 */
export const JOURNAL_MAX_ENTRIES = 10_000

export class Journal {
  private entries: JournalEntry[] = []

  record (entry: JournalEntry): void {
    this.entries.push(entry)
    if (this.entries.length > JOURNAL_MAX_ENTRIES) this.entries.splice(0, this.entries.length - JOURNAL_MAX_ENTRIES)
  }

  list (path?: string): JournalEntry[] {
    return path === undefined ? [...this.entries] : this.entries.filter(e => e.path === path)
  }

  clear (): void {
    this.entries = []
  }
}

declare module 'fastify' {
  interface FastifyInstance { journal: Journal }
}

export default fp(async app => {
  app.decorate('journal', new Journal())
}, { name: 'mock-journal' })
