// The dealer's account (profile, price, coins, counts) as every dealer screen shows it. Kept in an atom so
// a screen opened from the centre shows the last known figures at once while they are refreshed, and a
// sale or a price change updates every figure on screen from the upstream's answer.
import { useEffect } from 'react'
import { atom, useAtom, useAtomValue } from 'jotai'
import type { DealerInfo } from '../../../../shared/schemas/dealer.js'
import { refreshAtom } from '../../lib/session.js'
import type { Failure } from '../../lib/result.js'
import { useAgentInfo } from './api.js'

export const dealerInfoAtom = atom<DealerInfo | null>(null)

export interface DealerInfoState {
  /** The freshest figures known; null until the first answer. */
  info: DealerInfo | null
  failure: Failure | null
  retry: () => void
  reload: () => void
  update: (info: DealerInfo) => void
}

/** Call once per screen (at its top) and hand the figures down. */
export function useDealerInfo (): DealerInfoState {
  const refresh = useAtomValue(refreshAtom)
  const [info, setInfo] = useAtom(dealerInfoAtom)
  const load = useAgentInfo(refresh)
  const fresh = load.state === 'ready' ? load.data : null
  useEffect(() => { if (fresh !== null) setInfo(fresh) }, [fresh, setInfo])
  return {
    info: fresh !== null && info === null ? fresh : info,
    failure: load.state === 'failed' ? load.failure : null,
    retry: load.retry,
    reload: load.reload,
    update: setInfo
  }
}
