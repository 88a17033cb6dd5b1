// The offline banner and the update offer, above the screens. Offline: the wallet says so, and that money
// actions wait (the api client refuses them while offline: nothing is sent, nothing queued). The update is
// offered only on My Balance, where no payment or typed form can be interrupted by a reload.
import { useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import { languageAtom, t } from '../../lib/i18n.js'
import { onlineAtom } from '../../lib/session.js'
import { applyUpdate, waitingWorkerAtom } from './worker.js'

const CALM_PATHS = new Set(['/', '/asset/detail'])

export function OfflineBar () {
  useAtomValue(languageAtom)
  const online = useAtomValue(onlineAtom)
  const waiting = useAtomValue(waitingWorkerAtom)
  const [location] = useLocation()
  if (!online) {
    return (
      <div className='offline-bar' role='status' data-testid='offline-banner'>
        <p>{t('offline.banner')}</p>
        {/* The reason the disabled money links give (components/money-link.tsx). */}
        <p id='offline-why'>{t('offline.money_paused')}</p>
      </div>
    )
  }
  if (waiting !== null && CALM_PATHS.has(location)) {
    return (
      <div className='offline-bar update' role='status' data-testid='update-offer'>
        <p>{t('update.ready')}</p>
        <button type='button' className='button' data-testid='update-reload' onClick={() => { applyUpdate(waiting) }}>
          {t('update.reload')}
        </button>
      </div>
    )
  }
  return null
}
