// Add Cash, first step: the balance, the packages of a tab, a free amount, the agents.
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { RechargePackage } from '../../../../shared/schemas/recharge.js'
import { t } from '../../lib/i18n.js'
import { showToast } from '../../lib/toast.js'
import { AmountField } from '../../domain/amount-field.js'
import { BelowList, LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { BalanceLine } from './balance-line.js'
import { PackageCard, soldOut } from './package-card.js'
import { deadlineFrom } from './countdown.js'
import { amountHint, readRechargeAmount } from './amount-rules.js'
import { Agents } from './agents.js'
import { setRechargeReporting, step } from './analytics.js'
import { useRechargePackages } from './api.js'
import { MoneyClosedNote, useClosedControl } from '../../components/money-closed.js'

export const ACTIVITY_TYPES = [0, 1, 2] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export interface AmountLinks {
  tab: (type?: ActivityType) => string
  card: string
  shop: string
  notice: string
}

interface Props {
  type: ActivityType | undefined
  links: AmountLinks
  /** Goes on to the payment methods; packageId when a package was chosen. */
  onContinue: (amount: number, giveAmount: number, packageId?: number) => void
}

export function RechargeAmount ({ type, links, onContinue }: Props) {
  const list = useRechargePackages(type)
  const [pkgId, setPkgId] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLDivElement>(null)

  const ready = list.state === 'ready' ? list.data : null
  // Deadlines are fixed when the list arrives, from the upstream's remaining seconds.
  const deadlines = useMemo(() => {
    const map = new Map<number, number>()
    for (const p of ready?.items ?? []) if (p.expire_time > 0) map.set(p.id, deadlineFrom(p.remain_second))
    return map
  }, [ready])
  useEffect(() => {
    if (ready === null) return
    setRechargeReporting(ready.data_report)
    step('amount_viewed', { type: type ?? -1, first_recharge: ready.first_recharge, packages: ready.items.length })
  }, [ready, type])

  const choose = (p: RechargePackage) => {
    setPkgId(p.id)
    setText('')
    setError(null)
    step('package_chosen', { package_id: p.id, amount: p.amount, activity_type: p.activity_type })
  }

  const closedControl = useClosedControl('recharge')
  const goOn = () => {
    if (ready === null) return
    const pkg = ready.items.find(p => p.id === pkgId)
    if (pkg !== undefined) {
      const deadline = deadlines.get(pkg.id)
      if ((deadline !== undefined && deadline <= Date.now() / 1000) || soldOut(pkg)) {
        showToast(t('upstream.package_expired'))
        setPkgId(null)
        return
      }
      const give = pkg.give_amount + (ready.first_recharge ? pkg.first_recharge_extra : 0)
      step('amount_continue', { amount: pkg.amount, package_id: pkg.id })
      onContinue(pkg.amount, give, pkg.id)
      return
    }
    const read = readRechargeAmount(text, ready.min_amount, ready.max_amount)
    if (!read.ok) {
      setError(read.error)
      field.current?.querySelector('input')?.focus()
      step('error', { step: 'amount', message: read.error })
      return
    }
    setError(null)
    step('amount_continue', { amount: read.minor })
    onContinue(read.minor, 0)
  }

  const current = (tab: number | undefined) => type === tab ? 'page' : undefined
  return (
    <>
      <BalanceLine />
      <MoneyClosedNote call='recharge' />
      <nav className='chips' aria-label={t('recharge.tabs_label')}>
        <Link href={links.tab()} className='chip' aria-current={current(undefined)} replace>
          {t('recharge.tab_all')}
        </Link>
        {(ready?.tabs ?? ACTIVITY_TYPES.map(ty => ({ type: ty, title: '' }))).map(tab => (
          <Link key={tab.type} href={links.tab(tab.type)} className='chip' aria-current={current(tab.type)} replace>
            {t(`recharge.type.${tab.type}`)}
          </Link>
        ))}
      </nav>
      {list.state === 'loading' ? <Loading reserve='41rem' /> : null}
      {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
      {ready !== null
        ? (
          <>
            {ready.first_recharge
              ? <p className='notice' data-testid='first-recharge-offer'>{t('recharge.first_offer')}</p>
              : null}
            <section className='card' aria-labelledby='packages-title'>
              <h2 id='packages-title'>{t('recharge.packages_title')}</h2>
              {ready.items.length === 0
                ? <NoData />
                : (
                  <div className='packages' data-testid='packages'>
                    {ready.items.map(p => (
                      <PackageCard
                        key={p.id}
                        pkg={p}
                        deadline={deadlines.get(p.id) ?? null}
                        firstRecharge={ready.first_recharge}
                        selected={pkgId === p.id}
                        onSelect={() => { choose(p) }}
                      />
                    ))}
                  </div>)}
            </section>
            <section className='card' ref={field}>
              <AmountField
                id='recharge-amount'
                label={t('recharge.amount_label')}
                hint={amountHint(ready.min_amount, ready.max_amount)}
                value={text}
                maxLength={24}
                onChange={v => { setText(v); setPkgId(null); if (error !== null) setError(null) }}
                error={error}
                data-testid='amount-input'
              />
            </section>
            <button
              type='button'
              className='button block'
              onClick={goOn}
              {...closedControl}
              data-testid='amount-continue'
            >
              {t('recharge.continue')}
            </button>
          </>)
        : null}
      <BelowList ready={list.state !== 'loading'}><Agents /></BelowList>
      {/* Reachable while the packages are slow to come (another way to pay); below the reserve, off screen. */}
      <nav className='actions-row' aria-label={t('recharge.more_ways')}>
        <Link href={links.card} className='link-button'>{t('recharge.card_title')}</Link>
        <Link href={links.shop} className='link-button'>{t('recharge.shop_title')}</Link>
        <Link href={links.notice} className='link-button'>{t('recharge.notice_title')}</Link>
      </nav>
    </>
  )
}
