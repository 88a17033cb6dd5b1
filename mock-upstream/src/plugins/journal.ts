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

/** Long development sessions must not grow memory without end (about 10 MB at most); tests reset far more often. */
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
