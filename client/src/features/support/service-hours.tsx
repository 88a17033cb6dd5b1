// The customer-service hours and whether service is open now in the player's region time. Any help
// page can show it; the status is re-checked every minute.
import { useEffect, useState } from 'react'
import { t } from '../../lib/i18n.js'
import { playerRegion } from '../../lib/session.js'
import { serviceStatus, type ServiceState } from './service-status.js'

const RECHECK_MS = 60_000

const STATE_KEY: Record<ServiceState, string> = {
  open: 'support.open_now',
  'before-hours': 'support.opens_at',
  'after-hours': 'support.opens_tomorrow',
  holiday: 'support.closed_holiday'
}

export function ServiceHours () {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => { setNow(new Date()) }, RECHECK_MS)
    return () => { clearInterval(timer) }
  }, [])
  const region = playerRegion()
  const status = serviceStatus(now, region)
  return (
    <section className='card service-hours' aria-labelledby='service-hours-title' data-testid='service-hours'>
      <h2 id='service-hours-title'>{t('support.title')}</h2>
      <p>{t('support.hours', { open: status.openAt, close: status.closeAt })}</p>
      <p data-testid='service-status' data-open={status.open}>
        <span className={`badge${status.open ? '' : ' warn'}`}>{t(status.open ? 'support.status_open' : 'support.status_closed')}</span>{' '}
        {t(STATE_KEY[status.state], { open: status.openAt, close: status.closeAt })}
      </p>
      <p className='muted'>{t('support.local_time', { zone: t(`support.zone.${region}`), time: status.localTime })}</p>
      <p className='muted'>{t('support.any_time')}</p>
    </section>
  )
}
