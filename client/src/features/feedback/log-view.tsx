// A diagnostic log as the player agreed to send it and as support receives it: each failed call with its
// status, code, request id and time. The preview and the detail show the same table.
import type { FeedbackLogEntry } from '../../../../shared/schemas/feedback.js'
import { dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'

export function LogView ({ entries }: { entries: FeedbackLogEntry[] }) {
  return (
    <div data-testid='feedback-log' data-entries={entries.length}>
      <p>{entries.length === 0 ? t('feedback.log_empty') : t('feedback.log_summary', { count: entries.length })}</p>
      {entries.length > 0
        ? (
          <ul className='list feedback-log'>
            {entries.map((e, i) => (
              <li key={`${i}-${e.at}-${e.request_id}`} data-testid='feedback-log-entry'>
                <span className='row-title' dir='ltr'>{e.endpoint}</span>
                <span className='muted'>
                  {t('feedback.log_entry', { status: e.status, code: e.code, time: dateTime(e.at) })}
                </span>
                {e.request_id !== ''
                  ? <span className='muted' dir='ltr'>{t('feedback.log_request', { id: e.request_id })}</span>
                  : null}
              </li>
            ))}
          </ul>
          )
        : null}
    </div>
  )
}
