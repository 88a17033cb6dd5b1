// The terms of a withdrawal: minimum and multiple, tax and daily limits as the upstream states them, and
// when the money arrives.
import type { TaxYear, WithdrawConf } from '../../../../../shared/schemas/asset.js'
import { count, money } from '../../../lib/format.js'
import type { Today } from './amount-rules.js'
import { t } from '../../../lib/i18n.js'
import { payoutTime } from '../payout-time.js'

export function Notes ({ conf, taxYear, today }: { conf: WithdrawConf, taxYear: TaxYear, today: Today }) {
  return (
    <section className='card' aria-labelledby='wd-notes-title'>
      <h2 id='wd-notes-title'>{t('withdraw.notes_title')}</h2>
      <ul className='wd-notes'>
        <li>{t('withdraw.amount_rule', { min: money(conf.min_amount), multiple: money(conf.multiple) })}</li>
        {conf.tax_tips !== '' ? <li data-testid='wd-tax-tips'>{conf.tax_tips}</li> : null}
        {conf.tax_rate_bp > 0
          ? (
            <li data-testid='wd-tax-year'>
              {t('withdraw.tax_year_net', { net: money(taxYear.net_winnings), withheld: money(taxYear.withheld) })}
            </li>
            )
          : null}
        {conf.limit_tips !== '' ? <li>{conf.limit_tips}</li> : null}
        {conf.daily_times > 0 || conf.daily_max > 0
          ? (
            <li data-testid='wd-daily-used'>
              {t('withdraw.daily_used', {
                times: count(today.times),
                max_times: count(conf.daily_times),
                amount: money(today.amount),
                remaining: money(Math.max(0, conf.daily_max - today.amount))
              })}
            </li>
            )
          : null}
        <li>{t('withdraw.payout_note', { time: payoutTime(conf.payout_days) })}</li>
      </ul>
    </section>
  )
}
