// How to pay with Paytm (docs/ARCHITECTURE.md "Screens and routes"): shown wherever Paytm is one of the methods.
import { t } from '../../lib/i18n.js'

export const PAYTM_PAY_TYPE = 1

export function PaytmGuide () {
  return (
    <details className='card guide' data-testid='paytm-guide'>
      <summary>{t('recharge.paytm_title')}</summary>
      <ol>
        <li>{t('recharge.paytm_step1')}</li>
        <li>{t('recharge.paytm_step2')}</li>
        <li>{t('recharge.paytm_step3')}</li>
        <li>{t('recharge.paytm_step4')}</li>
      </ol>
    </details>
  )
}
