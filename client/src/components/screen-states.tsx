// The states a screen can be in besides "loaded": loading, failed with retry, timed out, empty, login needed.
import { useState, type ReactNode } from 'react'
import type { Failure } from '../lib/result.js'
import { t } from '../lib/i18n.js'

/**
 * Waiting for an answer. `reserve` (a CSS length) keeps the place of what will come at its usual final size,
 * so that its arrival pushes nothing on the screen (layout shift).
 */
export function Loading ({ reserve }: { reserve?: string }) {
  const style = reserve === undefined ? undefined : { minHeight: reserve, justifyContent: 'center' }
  return (
    <div className='state' role='status' aria-live='polite' aria-busy='true' style={style}>
      <span className='spinner' aria-hidden='true' />{t('common.loading')}
    </div>
  )
}

/**
 * What stands below a list whose length is known only once it is in (a region has two agents, another ten):
 * mounted at once, so its own reads start, but out of the layout until the list is in, so that however long
 * the list turns out, nothing already on screen moves. Once shown it stays, through the list's reloads.
 */
export function BelowList ({ ready, children }: { ready: boolean, children: ReactNode }) {
  const [shown, setShown] = useState(ready)
  if (ready && !shown) setShown(true)
  return <div className='below-list' hidden={!shown && !ready}>{children}</div>
}

/** Stands where a value will be, one line of text high, so the value takes its place without moving anything. */
export function Placeholder ({ wide = false }: { wide?: boolean }) {
  return <span className={wide ? 'placeholder wide' : 'placeholder'} aria-hidden='true'>{'\u00a0'}</span>
}

export function NoData ({ text }: { text?: string }) {
  return <div className='state empty'>{text ?? t('common.no_data')}</div>
}

export function TimeoutView ({ onRetry }: { onRetry: () => void }) {
  return (
    <div className='state' role='alert' data-testid='timeout-view'>
      <p className='state-title'>{t('common.timeout_title')}</p>
      <p>{t('error.timeout')}</p>
      <button type='button' className='button' onClick={onRetry}>{t('common.retry')}</button>
    </div>
  )
}

/** A failed load: the timeout view for timeouts, else "load failed" with retry. */
export function LoadFailed ({ failure, onRetry }: { failure: Failure | null, onRetry: () => void }) {
  if (failure?.status === 'timeout') return <TimeoutView onRetry={onRetry} />
  return (
    <div className='state' role='alert'>
      <p className='state-title'>{t('common.load_failed')}</p>
      {failure !== null && failure.msg !== '' ? <p>{failure.msg}</p> : null}
      <button type='button' className='button' onClick={onRetry}>{t('common.retry')}</button>
    </div>
  )
}

export function LoginRequired ({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className='state' role='alert' data-testid='login-required'>
      <p className='state-title'>{t('error.login_required')}</p>
      <button type='button' className='button' onClick={onRefresh}>{t('common.tap_to_refresh')}</button>
    </div>
  )
}
