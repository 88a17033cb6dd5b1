// The frame of every screen: a header with back and title, then the content.
import type { ReactNode } from 'react'
import { t } from '../lib/i18n.js'

export function Page ({ title, children, back = true, actions }: {
  title: string
  children: ReactNode
  back?: boolean
  actions?: ReactNode
}) {
  const goBack = () => { window.history.length > 1 ? window.history.back() : window.location.assign('/asset/detail') }
  return (
    <div className='page'>
      <header className='page-header'>
        {back
          ? <button type='button' className='icon-button' aria-label={t('common.back')} onClick={goBack}>‹</button>
          : <span className='icon-spacer' />}
        <h1>{title}</h1>
        <div className='page-actions'>{actions}</div>
      </header>
      <main className='page-body'>{children}</main>
    </div>
  )
}
