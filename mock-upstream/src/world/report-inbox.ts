// The analytics reports the upstream accepted, kept so tests (GET /__mock/reports) can read what reached the
// event report and what reached the hub, apart from refused or faulted attempts the journal also shows.
import type { ReportEvent } from '../../../shared/schemas/report.js'

export type ReportKind = 'event' | 'hub'

export interface AcceptedReport { kind: ReportKind, at: number, events: ReportEvent[] }

/** A long development session must not grow memory without end. */
const MAX_REPORTS = 1000

export class ReportInbox {
  private reports: AcceptedReport[] = []

  record (kind: ReportKind, at: number, events: ReportEvent[]): void {
    this.reports.push({ kind, at, events })
    if (this.reports.length > MAX_REPORTS) this.reports.splice(0, this.reports.length - MAX_REPORTS)
  }

  list (kind?: ReportKind): AcceptedReport[] {
    return kind === undefined ? [...this.reports] : this.reports.filter(r => r.kind === kind)
  }

  reset (): void {
    this.reports = []
  }
}
