// The customer-service hours and whether service is open now in the player's region time. Any help
// page can show it; the status is re-checked every minute.
import { useEffect, useState } from 'react'
import { t } from '../../lib/i18n.js'
import { track } from '../../lib/analytics.js'
import { playerRegion, siteConfig } from '../../lib/session.js'
import { serviceStatus, uncoveredYear, type ServiceState } from './service-status.js'

const RECHECK_MS = 60_000

const STATE_KEY: Record<ServiceState, string> = {
  open: 'support.open_now',
  'before-hours': 'support.opens_at',
  'after-hours': 'support.opens_tomorrow',
  holiday: 'support.closed_holiday',
  unknown: 'support.hours_unknown'
}

/** Years already reported missing in this page, so the minute's re-check does not repeat the event. */
const reported = new Set<string>()

export function ServiceHours () {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => { setNow(new Date()) }, RECHECK_MS)
    return () => { clearInterval(timer) }
  }, [])
  const region = playerRegion()
  const config = siteConfig()
  // The page host's calendar; a player of another region than the host's has none here.
  const calendar = config?.region === region ? config.holidays : undefined
  const status = serviceStatus(now, region, calendar)
  const missing = uncoveredYear(now, region, calendar)
  useEffect(() => {
    if (missing === null || reported.has(`${region}-${missing}`)) return
    reported.add(`${region}-${missing}`)
    track('support', 'holiday_calendar_missing', { region, year: missing })
  }, [region, missing])
  const closedKey = status.state === 'unknown' ? 'support.status_unknown' : 'support.status_closed'
  const badge = status.open ? 'support.status_open' : closedKey
  return (
    <section className='card service-hours' aria-labelledby='service-hours-title' data-testid='service-hours'>
      <h2 id='service-hours-title'>{t('support.title')}</h2>
      <p>{t('support.hours', { open: status.openAt, close: status.closeAt })}</p>
      <p data-testid='service-status' data-open={status.open}>
        <span className={`badge${status.open ? '' : ' warn'}`}>{t(badge)}</span>{' '}
        {t(STATE_KEY[status.state], { open: status.openAt, close: status.closeAt })}
      </p>
      <p className='muted'>{t('support.local_time', { zone: t(`support.zone.${region}`), time: status.localTime })}</p>
      <p className='muted'>{t('support.any_time')}</p>
    </section>
  )
}
