// The data centre: coins available and sold, followers, and for the last days the coins sold, sales,
// payout orders and their amounts, as two small charts and the table of the same numbers.
import { useState } from 'react'
import type { DealerData, DealerDay } from '../../../../../shared/schemas/dealer.js'
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { Money } from '../../../components/money.js'
import { track } from '../../../lib/analytics.js'
import { count, money } from '../../../lib/format.js'
import { currentLanguage, t } from '../../../lib/i18n.js'
import { useDealerData } from '../api.js'
import { BarChart } from './bar-chart.js'
import { DownloadList } from './download-list.js'
import { dateTimeFormat } from '../../../../../shared/intl-formats.js'

const PERIODS = [7, 14, 30] as const

/** "12 May": a day of the region's calendar (YYYY-MM-DD), never shifted by the device's time zone. */
function dayLabel (date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (y === undefined || m === undefined || d === undefined) return date
  const format = dateTimeFormat(currentLanguage(), { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return format.format(new Date(Date.UTC(y, m - 1, d)))
}

function busiest (days: readonly DealerDay[], pick: (d: DealerDay) => number): DealerDay | null {
  return days.reduce<DealerDay | null>((best, d) => best === null || pick(d) > pick(best) ? d : best, null)
}

export function PayCenterData () {
  const [days, setDays] = useState<number>(7)
  const load = useDealerData(days)
  return (
    <>
      <div className='chips' role='group' aria-label={t('dealer.period_label')}>
        {PERIODS.map(p => (
          <button
            key={p}
            type='button'
            className='chip'
            aria-pressed={days === p}
            data-testid={`period-${p}`}
            onClick={() => { setDays(p); track('dealer', 'data_period', { days: p }) }}
          >
            {t('dealer.period_days', { days: count(p) })}
          </button>
        ))}
      </div>
      {load.state === 'loading' ? <Loading reserve='57rem' /> : null}
      {load.state === 'failed' ? <LoadFailed failure={load.failure} onRetry={load.retry} /> : null}
      {load.state === 'ready' ? <Figures data={load.data} days={days} /> : null}
      <DownloadList />
    </>
  )
}

function Figures ({ data, days }: { data: DealerData, days: number }) {
  const topCoins = busiest(data.days, d => d.coins_sold)
  const topAmount = busiest(data.days, d => d.amount)
  const first = dayLabel(data.days.at(0)?.date ?? '')
  const last = dayLabel(data.days.at(-1)?.date ?? '')
  return (
    <>
      <section className='card' aria-labelledby='dealer-data-title'>
        <h2 id='dealer-data-title'>{t('dealer.data_account')}</h2>
        <dl className='dealer-figures'>
          <div className='dealer-figure main'>
            <dt>{t('dealer.coins_available')}</dt>
            <dd data-testid='data-coins-available'>{count(data.coins_available)}</dd>
          </div>
          <div className='dealer-figure'>
            <dt>{t('dealer.coins_sold')}</dt>
            <dd data-testid='data-coins-sold'>{count(data.coins_sold)}</dd>
          </div>
          <div className='dealer-figure'><dt>{t('dealer.followers')}</dt><dd>{count(data.followers)}</dd></div>
        </dl>
      </section>
      <section className='card' aria-labelledby='dealer-period-title'>
        <h2 id='dealer-period-title'>{t('dealer.period_title', { days: count(days) })}</h2>
        <dl className='dealer-figures'>
          <div className='dealer-figure'>
            <dt>{t('dealer.coins_sold')}</dt>
            <dd data-testid='data-total-coins'>{count(data.totals.coins_sold)}</dd>
          </div>
          <div className='dealer-figure'><dt>{t('dealer.sales')}</dt><dd>{count(data.totals.sales)}</dd></div>
          <div className='dealer-figure'>
            <dt>{t('dealer.orders_paid')}</dt>
            <dd data-testid='data-total-orders'>{count(data.totals.orders)}</dd>
          </div>
          <div className='dealer-figure'>
            <dt>{t('dealer.amount_paid')}</dt>
            <dd><Money minor={data.totals.amount} /></dd>
          </div>
        </dl>
        <BarChart
          testId='chart-coins'
          from={first}
          to={last}
          title={t('dealer.chart_coins')}
          values={data.days.map(d => d.coins_sold)}
          summary={t('dealer.chart_coins_summary', {
            days: count(days),
            total: count(data.totals.coins_sold),
            best: topCoins === null ? '-' : dayLabel(topCoins.date),
            most: count(topCoins?.coins_sold ?? 0)
          })}
        />
        <BarChart
          testId='chart-amount'
          from={first}
          to={last}
          title={t('dealer.chart_amount')}
          values={data.days.map(d => d.amount)}
          summary={t('dealer.chart_amount_summary', {
            days: count(days),
            total: money(data.totals.amount),
            best: topAmount === null ? '-' : dayLabel(topAmount.date),
            most: money(topAmount?.amount ?? 0)
          })}
        />
        {/* Focusable so a keyboard can scroll it on a narrow screen. */}
        <div className='dealer-table-wrap' role='region' aria-labelledby='dealer-table-caption' tabIndex={0}>
          <table className='dealer-table' data-testid='data-table'>
            <caption id='dealer-table-caption'>{t('dealer.table_caption', { days: count(days) })}</caption>
            <thead>
              <tr>
                <th scope='col'>{t('dealer.day')}</th>
                <th scope='col'>{t('dealer.coins_sold')}</th>
                <th scope='col'>{t('dealer.sales')}</th>
                <th scope='col'>{t('dealer.orders_paid')}</th>
                <th scope='col'>{t('dealer.amount_paid')}</th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map(d => (
                <tr key={d.date}>
                  <th scope='row'>{dayLabel(d.date)}</th>
                  <td>{count(d.coins_sold)}</td>
                  <td>{count(d.sales)}</td>
                  <td>{count(d.orders)}</td>
                  <td><Money minor={d.amount} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
