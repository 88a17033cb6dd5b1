// /withdraw/bind/:type: the type must exist and be offered in the player's region; a bound account is
// shown read-only, a rejected one may be replaced, otherwise the type's form.
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { isPayoutType, isUniversal, type PayoutType } from '../../../../../shared/rules/payout.js'
import type { Failure } from '../../../lib/result.js'
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { t } from '../../../lib/i18n.js'
import { loadAccount, type AccountView } from '../api.js'
import { offeredTypes, typeLabel } from '../payout.js'
import { BankForm } from './bank-form.js'
import { BoundView } from './bound-view.js'
import { PixForm } from './pix-form.js'
import { SimpleForm } from './simple-form.js'
import { UpiForm } from './upi-form.js'

interface Props {
  type: string
  /** Where to go once bound, and the way back from an unknown type. */
  withdrawHref: string
}

type Load = { state: 'loading' } | { state: 'ready', account: AccountView } | { state: 'failed', failure: Failure }

/** A rejected account's contact details are offered again; its numbers must be typed anew. */
const KEPT = ['name', 'phone', 'email', 'bank_name', 'branch', 'location']

function TypeForm ({ type, account, onBound }: { type: PayoutType, account: AccountView, onBound: () => void }) {
  const kept = KEPT.filter(k => account.values[k] !== undefined).map(k => [k, account.values[k] ?? ''] as const)
  const initial = account.status === 'rejected' ? Object.fromEntries(kept) : {}
  if (type === 'upi') return <UpiForm initial={initial} onBound={onBound} />
  if (type === 'bank') return <BankForm initial={initial} onBound={onBound} />
  if (type === 'pix') return <PixForm initial={initial} onBound={onBound} />
  if (type === 'paytm' || isUniversal(type)) return <SimpleForm type={type} initial={initial} onBound={onBound} />
  return null
}

function BindType ({ type, withdrawHref }: { type: PayoutType, withdrawHref: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const [, navigate] = useLocation()
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    void loadAccount(type, controller.signal).then(result => {
      if (controller.signal.aborted) return
      setLoad(result.ok ? { state: 'ready', account: result.data } : { state: 'failed', failure: result })
    })
    return () => { controller.abort() }
  }, [type, round])

  return (
    <>
      <h2 className='wd-bind-title'>{typeLabel(type)}</h2>
      {load.state === 'loading' ? <Loading /> : null}
      {load.state === 'failed' ? <LoadFailed failure={load.failure} onRetry={() => { setRound(r => r + 1) }} /> : null}
      {load.state === 'ready' && load.account.status === 'bound'
        ? <BoundView type={type} values={load.account.values} withdrawHref={withdrawHref} />
        : null}
      {load.state === 'ready' && load.account.status !== 'bound'
        ? (
          <section className='card wd-bind-card'>
            {load.account.status === 'rejected'
              ? <p className='notice' role='status' data-testid='wd-rejected'>{t('withdraw.account_rejected')}</p>
              : null}
            <TypeForm
              type={type}
              account={load.account}
              onBound={() => { navigate(withdrawHref, { replace: true }) }}
            />
          </section>
          )
        : null}
    </>
  )
}

export function WithdrawBind ({ type, withdrawHref }: Props) {
  if (!isPayoutType(type) || !offeredTypes().includes(type)) {
    return (
      <section className='card' role='alert' data-testid='wd-bind-unavailable'>
        <h2>{t('withdraw.unavailable_title')}</h2>
        <p>{t('withdraw.unavailable_text')}</p>
        <Link href={withdrawHref} className='button wd-a'>{t('withdraw.back_to_withdraw')}</Link>
      </section>
    )
  }
  return <BindType type={type} withdrawHref={withdrawHref} />
}
