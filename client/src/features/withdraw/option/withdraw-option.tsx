// Withdraw: the withdrawable balance, locked until the first recharge; the payout method; the amount;
// the confirmation; the success screen (docs/ARCHITECTURE.md "Money and states").
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useAtomValue } from 'jotai'
import type { WithdrawResult } from '../../../../../shared/schemas/withdraw.js'
import { LiveText } from '../../../components/live-text.js'
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { money } from '../../../lib/format.js'
import { DeclarationGate } from '../../../domain/india-declaration.js'
import { track } from '../../../lib/analytics.js'
import { t } from '../../../lib/i18n.js'
import { playerRegion, refreshAtom } from '../../../lib/session.js'
import { useAssetInfo } from '../../../domain/asset-info.js'
import { useMoneyDeclaration } from '../../../domain/declaration.js'
import { useBoundAccounts, useWaitAudit } from '../api.js'
import { offeredTypes } from '../payout.js'
import { Withdrawable } from '../withdrawable.js'
import { AmountForm } from './amount-form.js'
import { MethodPicker } from './method-picker.js'
import { Notes } from './notes.js'
import { Success } from './success.js'

interface Props {
  rechargeHref: string
  bindHref: (type: string) => string
  recordHref: string
  balanceHref: string
}

export function WithdrawOption ({ rechargeHref, bindHref, recordHref, balanceHref }: Props) {
  const refresh = useAtomValue(refreshAtom)
  const asset = useAssetInfo([refresh])
  const bound = useBoundAccounts(refresh)
  const audit = useWaitAudit(refresh)
  const declaration = useMoneyDeclaration()
  const [done, setDone] = useState<WithdrawResult | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [methodError, setMethodError] = useState<string | null>(null)
  const region = playerRegion()
  const types = offeredTypes()

  useEffect(() => { track('withdraw', 'option_viewed', { region }) }, [region])

  const accounts = useMemo(
    () => bound.state === 'ready' ? bound.data.items.filter(a => types.includes(a.type)) : [],
    [bound, types]
  )
  const usable = accounts.filter(a => a.status === 'bound')
  const account = usable.find(a => a.account_id === chosen) ?? usable.find(a => a.is_default) ?? usable[0] ?? null

  const successHeading = useRef(false)
  const onDone = useCallback((result: WithdrawResult) => {
    setDone(result)
    successHeading.current = true
    asset.reload()
    audit.reload()
  }, [asset, audit])
  useEffect(() => {
    if (done !== null && successHeading.current) {
      successHeading.current = false
      document.getElementById('wd-success-title')?.focus()
    }
  }, [done])

  // The answers come together (asked in parallel); showing the screen once they are all in keeps the
  // notice and the payout methods from pushing the form down as each arrives.
  const restLoading = bound.state === 'loading' || audit.state === 'loading' || declaration.state === 'loading'
  if (asset.state === 'loading' || (done === null && restLoading)) return <Loading />
  if (asset.state === 'failed') return <LoadFailed failure={asset.failure} onRetry={asset.retry} />
  const info = asset.data

  // The live region keeps its place from the form to the success screen, so the change is read with the amount.
  if (done !== null) {
    return (
      <>
        <Withdrawable minor={info.withdraw_amt} />
        <LiveText polite={`${t('withdraw.success_title')} ${money(done.order.amount)}`} />
        <Success result={done} recordHref={recordHref} balanceHref={balanceHref} />
      </>
    )
  }

  return (
    <>
      <Withdrawable minor={info.withdraw_amt} />
      <LiveText polite='' />
      {!info.recharged
        ? (
          <section className='card wd-locked' role='status' data-testid='wd-locked'>
            <h2>{t('withdraw.locked_title')}</h2>
            <p>{t('withdraw.locked_text')}</p>
            <Link href={rechargeHref} className='button wd-a'>{t('withdraw.locked_action')}</Link>
          </section>
          )
        : (
          // India: a barred or missing declaration stops here, before the method, the amount and the confirmation.
          <DeclarationGate declaration={declaration} title={t('withdraw.declare_title')}>
            {audit.state === 'ready' && audit.data.total > 0
              ? (
                <div className='notice' role='status' data-testid='wd-processing'>
                  {t('withdraw.processing_notice')} <Link href={recordHref}>{t('withdraw.view_record')}</Link>
                </div>
                )
              : null}
            {bound.state === 'failed' ? <LoadFailed failure={bound.failure} onRetry={bound.retry} /> : null}
            {bound.state === 'ready'
              ? (
                <MethodPicker
                  types={types}
                  accounts={accounts}
                  selected={account?.account_id ?? null}
                  onSelect={id => { setChosen(id); setMethodError(null) }}
                  bindHref={bindHref}
                  error={methodError}
                />
                )
              : null}
            <AmountForm
              region={region}
              balance={info.amount}
              withdrawable={info.withdraw_amt}
              conf={info.withdraw_conf}
              taxYear={info.tax_year}
              today={info.withdraw_today}
              account={bound.state === 'ready' ? account : null}
              onNoAccount={() => { setMethodError(t('withdraw.bind_first')) }}
              onDone={onDone}
              recordHref={recordHref}
            />
          </DeclarationGate>
          )}
      <Notes conf={info.withdraw_conf} taxYear={info.tax_year} today={info.withdraw_today} />
    </>
  )
}
