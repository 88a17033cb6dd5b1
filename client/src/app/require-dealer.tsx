// The dealer centre is for coin dealers only; the upstream's user info says who is one (is_dealer).
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { loginAtom } from '../lib/session.js'
import { t } from '../lib/i18n.js'
import { Page } from '../components/page.js'
import { paths } from './paths.js'

export function RequireDealer ({ children }: { children: ReactNode }) {
  const login = useAtomValue(loginAtom)
  if (login.state === 'in' && login.user.is_dealer) return <>{children}</>
  return (
    <Page title={t('dealer.centre_title')}>
      <div className='state' role='alert' data-testid='not-a-dealer'>
        <p className='state-title'>{t('dealer.not_dealer_title')}</p>
        <p>{t('dealer.not_dealer_text')}</p>
        <Link href={paths.addAgentCash.getHref()} className='button'>{t('dealer.find_agent')}</Link>
      </div>
    </Page>
  )
}
