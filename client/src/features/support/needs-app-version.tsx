// Shows its children only when the host app is new enough; otherwise asks for an update. In a plain
// browser there is no app to update, so the feature is shown.
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { inHostApp } from '../../lib/bridge.js'
import { t } from '../../lib/i18n.js'
import { appInfoAtom } from '../../lib/session.js'
import { meetsMinVersion } from './app-version.js'

export function NeedsAppVersion ({ min, children }: { min: string, children: ReactNode }) {
  const info = useAtomValue(appInfoAtom)
  if (!inHostApp() || meetsMinVersion(info?.versionName ?? '', min)) return <>{children}</>
  return (
    <div className='notice' role='note' data-testid='needs-app-version'>
      <p className='state-title'>{t('support.update_app')}</p>
      <p className='muted'>{t('support.update_app_hint', { version: min })}</p>
    </div>
  )
}
