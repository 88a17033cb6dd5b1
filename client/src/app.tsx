// Placeholder page: shows the region and currency that GET /api/config gives for this host.
import { useEffect, useState } from 'react'

interface RegionConfig {
  region: string
  currency: string
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready', config: RegionConfig }
  | { kind: 'error', message: string }

function isRecord (value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Accepts the envelope `{code, msg, data, status}` or a bare config object. */
function readConfig (body: unknown): RegionConfig | undefined {
  const data = isRecord(body) && isRecord(body['data']) ? body['data'] : body
  if (!isRecord(data)) return undefined
  const { region, currency } = data
  if (typeof region !== 'string' || typeof currency !== 'string') return undefined
  return { region, currency }
}

async function fetchConfig (signal: AbortSignal): Promise<RegionConfig> {
  const res = await fetch('/api/config', { signal, headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const config = readConfig(await res.json())
  if (config === undefined) throw new Error('unexpected answer')
  return config
}

export function App () {
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetchConfig(controller.signal).then(
      config => { setState({ kind: 'ready', config }) },
      (err: unknown) => {
        if (controller.signal.aborted) return
        setState({ kind: 'error', message: err instanceof Error ? err.message : String(err) })
      }
    )
    return () => { controller.abort() }
  }, [])

  return (
    <main>
      <h1>Wallet</h1>
      {state.kind === 'loading' && <p aria-busy='true'>Loading…</p>}
      {state.kind === 'ready' && (
        <p data-testid='config'>Region: {state.config.region} · Currency: {state.config.currency}</p>
      )}
      {state.kind === 'error' && <p role='alert'>Could not load the configuration: {state.message}</p>}
    </main>
  )
}
