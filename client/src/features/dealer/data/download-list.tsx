// The download list: the latest 50 orders of a tab as rows (agentOrderDownload), shown here and saved as
// a CSV file written in the browser, with the column names in the dealer's language.
import { useEffect, useMemo, useState } from 'react'
import type { Download } from '../../../../../shared/schemas/dealer.js'
import { PAYOUT_TABS, type PayoutTab, type PayrollStatus } from '../../../../../shared/rules/payroll.js'
import { parsePlainAmount } from '../../../../../shared/money.js'
import { LoadFailed, Loading, NoData } from '../../../components/screen-states.js'
import { count, money } from '../../../lib/format.js'
import { track } from '../../../lib/analytics.js'
import { t } from '../../../lib/i18n.js'
import { useOrderDownload } from '../api.js'
import { statusText } from '../format.js'
import { csvBlob, csvText } from './csv.js'

/** A column key the upstream may add later is shown as it is rather than as a missing message. */
function columnLabel (key: string): string {
  const label = t(`dealer.col.${key}`)
  return label === `dealer.col.${key}` ? key : label
}

function cell (data: Download, row: readonly string[], key: string): string {
  const i = data.columns.indexOf(key)
  return i < 0 ? '' : row[i] ?? ''
}

export function DownloadList () {
  const [tab, setTab] = useState<PayoutTab>('available')
  const load = useOrderDownload(tab)
  const data = load.state === 'ready' ? load.data : null
  const csv = useMemo(() => data === null ? null : csvText(data.columns.map(columnLabel), data.rows), [data])
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    if (csv === null) { setHref(null); return }
    const url = URL.createObjectURL(csvBlob(csv))
    setHref(url)
    return () => { URL.revokeObjectURL(url) }
  }, [csv])

  return (
    <section className='card' aria-labelledby='dealer-download-title'>
      <h2 id='dealer-download-title'>{t('dealer.download_title')}</h2>
      <p className='muted'>{t('dealer.download_text')}</p>
      <div className='chips' role='group' aria-label={t('dealer.tabs_label')}>
        {PAYOUT_TABS.map(x => (
          <button
            key={x}
            type='button'
            className='chip'
            aria-pressed={tab === x}
            data-testid={`download-tab-${x}`}
            onClick={() => { setTab(x) }}
          >
            {t(`dealer.tab.${x}`)}
          </button>
        ))}
      </div>
      {load.state === 'loading' ? <Loading reserve='26rem' /> : null}
      {load.state === 'failed' ? <LoadFailed failure={load.failure} onRetry={load.retry} /> : null}
      {data !== null && data.rows.length === 0 ? <NoData text={t('dealer.no_orders')} /> : null}
      {data !== null && data.rows.length > 0
        ? (
          <>
            <p data-testid='download-count'>{t('dealer.download_count', { count: count(data.count) })}</p>
            <ul className='list dealer-download-rows' data-testid='download-rows'>
              {data.rows.map(row => {
                const status = Number(cell(data, row, 'status'))
                const amount = parsePlainAmount(cell(data, row, 'amount'))
                const knownStatus = Number.isInteger(status) && status >= 1 && status <= 8
                return (
                  <li key={cell(data, row, 'order_id')}>
                    <span className='row-main'>
                      <span className='row-title' dir='ltr'>{cell(data, row, 'order_id')}</span>
                      <span className='muted'>
                        {cell(data, row, 'name')} · <span dir='ltr'>{cell(data, row, 'created_at')}</span>
                      </span>
                    </span>
                    <span className='row-main dealer-end'>
                      <span className='money' dir='ltr'>
                        {amount === null ? cell(data, row, 'amount') : money(amount)}
                      </span>
                      <span className='muted'>
                        {knownStatus ? statusText(status as PayrollStatus) : cell(data, row, 'status')}
                      </span>
                    </span>
                  </li>
                )
              })}
            </ul>
            {href !== null
              ? (
                <a
                  className='button block dealer-download'
                  href={href}
                  download={data.filename}
                  data-testid='download-link'
                  onClick={() => { track('dealer', 'download', { tab, rows: data.count }) }}
                >
                  {t('dealer.download_action', { file: data.filename })}
                </a>
                )
              : null}
          </>
          )
        : null}
    </section>
  )
}
