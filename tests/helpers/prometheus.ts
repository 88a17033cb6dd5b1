// Reads the Prometheus text format the services expose, so tests assert on samples as Prometheus sees them.

export interface Sample { name: string, labels: Record<string, string>, value: number }

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

export function parseMetrics (text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const m = LINE.exec(line)
    if (m === null) throw new Error(`not a Prometheus sample line: ${line}`)
    const labels: Record<string, string> = {}
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1] ?? ''] = (l[2] ?? '').replace(/\\(.)/g, '$1')
    samples.push({ name: m[1] ?? '', labels, value: Number(m[3]) })
  }
  return samples
}

/** The metric names a text declares (# TYPE lines), histograms and summaries with their _bucket/_sum/_count. */
export function metricNames (text: string): Set<string> {
  const names = new Set<string>()
  for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [name = '', type] = [m[1], m[2]]
    names.add(name)
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix)
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix)
  }
  return names
}

/** Sum of the samples of `name` whose labels include `labels`. */
export function total (samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(s => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0)
}

export async function scrape (url: string): Promise<{ text: string, samples: Sample[] }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  const text = await res.text()
  return { text, samples: parseMetrics(text) }
}
