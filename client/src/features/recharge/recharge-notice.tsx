// What to know about adding cash: payment times, support hours, refunds. No login, no calls.
import { t } from '../../lib/i18n.js'

export function RechargeNotice () {
  return (
    <>
      <section className='card' aria-labelledby='notice-times'>
        <h2 id='notice-times'>{t('recharge.notice_times_title')}</h2>
        <p>{t('recharge.notice_times_1')}</p>
        <p>{t('recharge.notice_times_2')}</p>
      </section>
      <section className='card' aria-labelledby='notice-first'>
        <h2 id='notice-first'>{t('recharge.notice_first_title')}</h2>
        <p>{t('recharge.notice_first_1')}</p>
        <p>{t('recharge.notice_first_2')}</p>
      </section>
      <section className='card' aria-labelledby='notice-refund'>
        <h2 id='notice-refund'>{t('recharge.notice_refund_title')}</h2>
        <p>{t('recharge.notice_refund_1')}</p>
        <p>{t('recharge.notice_refund_2')}</p>
      </section>
      <section className='card' aria-labelledby='notice-support'>
        <h2 id='notice-support'>{t('recharge.notice_support_title')}</h2>
        <p data-testid='support-hours'>{t('recharge.notice_support_hours', { from: '10:00', to: '18:00' })}</p>
        <p>{t('recharge.notice_support_2')}</p>
      </section>
    </>
  )
}
