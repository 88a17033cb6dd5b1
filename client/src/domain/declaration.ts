// The player's age and residence declaration (India): read by every screen that moves money (Add Cash,
// Withdraw, Transfer), so each stops before its pay or confirm step for a barred or missing declaration.
import { useCallback, useEffect, useState } from 'react'
import type { BodyOf, DataOf } from '../../../shared/endpoints.js'
import { call } from '../lib/api.js'
import { playerRegion } from '../lib/session.js'
import { useCall, type Load } from '../lib/use-call.js'

/** The declaration and the upstream's terms (minimum age, barred states). */
export function useDeclaration () {
  return useCall('declaration')
}

export type DeclarationLoad = Load<DataOf<'declaration'> | null> & { retry: () => void, reload: () => void }

type Stated = Load<DataOf<'declaration'> | null>

/**
 * The declaration where the region asks one (India), read beside a screen's other reads so the screen is
 * drawn once; elsewhere ready at once with null and nothing asked.
 */
export function useMoneyDeclaration (): DeclarationLoad {
  const asked = playerRegion() === 'IN'
  const [load, setLoad] = useState<Stated>(asked ? { state: 'loading' } : { state: 'ready', data: null })
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!asked) return
    const controller = new AbortController()
    void call('declaration', undefined, { signal: controller.signal, silent: true }).then(result => {
      if (controller.signal.aborted) return
      setLoad(result.ok ? { state: 'ready', data: result.data } : { state: 'failed', failure: result })
    })
    return () => { controller.abort() }
  }, [asked, round])
  const retry = useCallback(() => { setLoad({ state: 'loading' }); setRound(r => r + 1) }, [])
  const reload = useCallback(() => { setRound(r => r + 1) }, [])
  return { ...load, retry, reload }
}

/** Stored upstream once; the answer says whether it bars money play. */
export async function declare (body: BodyOf<'declare'>) {
  return call('declare', body)
}
