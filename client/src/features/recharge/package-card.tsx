// One recharge package: what is paid, what is given, the first-recharge extra while it is on offer,
// how often it may still be bought and until when.
import type { RechargePackage } from '../../../../shared/schemas/recharge.js'
import { money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { Countdown, useExpired } from './countdown.js'

interface Props {
  pkg: RechargePackage
  /** Device-clock second the package expires; null when it does not. */
  deadline: number | null
  firstRecharge: boolean
  selected: boolean
  onSelect: () => void
}

export function soldOut (pkg: RechargePackage): boolean {
  return pkg.max_buy_times > 0 && pkg.bought_times >= pkg.max_buy_times
}

export function PackageCard ({ pkg, deadline, firstRecharge, selected, onSelect }: Props) {
  const expired = useExpired(deadline)
  const limited = soldOut(pkg)
  const firstExtra = firstRecharge && pkg.first_recharge_extra > 0
  return (
    <button
      type='button'
      className='package'
      aria-pressed={selected}
      disabled={expired || limited}
      onClick={onSelect}
      data-testid={`package-${pkg.id}`}
    >
      <span className='package-amount'>{money(pkg.amount)}</span>
      {pkg.give_amount > 0
        ? (
          <span className='package-give'>
            {t(`recharge.give.${pkg.activity_type}`, { amount: money(pkg.give_amount) })}
          </span>
          )
        : null}
      {firstExtra
        ? (
          <span className='badge warn' data-testid='first-extra'>
            {t('recharge.first_extra', { amount: money(pkg.first_recharge_extra) })}
          </span>
          )
        : null}
      {pkg.bonus_tips !== '' ? <span className='package-tips muted'>{pkg.bonus_tips}</span> : null}
      {pkg.max_buy_times > 0
        ? (
          <span className='muted'>
            {t('recharge.bought_times', { bought: pkg.bought_times, max: pkg.max_buy_times })}
          </span>
          )
        : null}
      {limited ? <span className='badge bad'>{t('recharge.sold_out')}</span> : null}
      {deadline !== null
        ? expired
          ? (
            <span className='badge bad' data-testid='expired'>
              {pkg.expire_msg !== '' ? pkg.expire_msg : t('upstream.package_expired')}
            </span>
            )
          : <Countdown deadline={deadline} />
        : null}
    </button>
  )
}
