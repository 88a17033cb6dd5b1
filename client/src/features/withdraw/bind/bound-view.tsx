// A bound payout account, read-only: it cannot be changed (docs/ARCHITECTURE.md "Money and states").
// Numbers are shown masked.
import { Link } from 'wouter'
import type { PayoutType } from '../../../../../shared/rules/payout.js'
import { t } from '../../../lib/i18n.js'
import { mask } from '../mask.js'
import { typeLabel } from '../payout.js'

/** The order the stored fields are shown in; the name, IFSC and bank details are not secret. */
const SHOWN: ReadonlyArray<[field: string, masked: boolean]> = [
  ['upi_id', true], ['paytm_id', true], ['wallet_id', true], ['account_no', true], ['bank_account', true],
  ['card_type', false], ['evp', true], ['cpf', true], ['name', false], ['ifsc', false], ['bank_name', false],
  ['branch', false], ['location', false], ['phone', true], ['email', true], ['pan_number', true]
]

export function BoundView ({ type, values, withdrawHref }: {
  type: PayoutType
  values: Record<string, string>
  withdrawHref: string
}) {
  return (
    <section className='card' aria-labelledby='wd-bound-title' data-testid='wd-bound'>
      <h2 id='wd-bound-title'>{t('withdraw.bound_title', { method: typeLabel(type) })}</h2>
      <dl className='facts'>
        {SHOWN.filter(([field]) => (values[field] ?? '') !== '').map(([field, masked]) => {
          const value = values[field] ?? ''
          return (
            <div key={field}>
              <dt>{t(`field.${field}`)}</dt>
              <dd dir={field === 'name' ? undefined : 'ltr'}>
                {field === 'card_type' ? t(`withdraw.pix_type.${value}`) : masked ? mask(value) : value}
              </dd>
            </div>
          )
        })}
      </dl>
      <p className='notice'>{t('withdraw.bound_locked')}</p>
      <Link href={withdrawHref} className='button wd-a'>{t('withdraw.go_withdraw')}</Link>
    </section>
  )
}
