// The payout methods of the region: a bound account can be chosen; otherwise a way to bind one.
import { Link } from 'wouter'
import type { PayoutType } from '../../../../../shared/rules/payout.js'
import type { BoundAccount } from '../../../../../shared/schemas/withdraw.js'
import { t } from '../../../lib/i18n.js'
import { typeLabel } from '../payout.js'
import { FieldError } from '../../../components/field-error.js'

interface Props {
  types: readonly PayoutType[]
  accounts: readonly BoundAccount[]
  selected: string | null
  onSelect: (accountId: string) => void
  bindHref: (type: string) => string
  error: string | null
}

export function MethodPicker ({ types, accounts, selected, onSelect, bindHref, error }: Props) {
  return (
    <fieldset className='card wd-methods' aria-describedby={error === null ? undefined : 'wd-method-error'}>
      <legend><h2>{t('withdraw.method')}</h2></legend>
      <ul className='wd-method-list'>
        {types.map(type => {
          const account = accounts.find(a => a.type === type)
          const bound = account?.status === 'bound' ? account : undefined
          return (
            <li key={type} data-testid={`wd-method-${type}`}>
              {bound !== undefined
                ? (
                  <label className='wd-method'>
                    <input
                      type='radio'
                      name='wd-method'
                      value={bound.account_id}
                      checked={selected === bound.account_id}
                      onChange={() => { onSelect(bound.account_id) }}
                    />
                    <span>
                      <span className='wd-method-name'>{typeLabel(type)}</span>
                      <span className='muted' dir='ltr'>{bound.masked}</span>
                      <span className='muted'>{bound.name}</span>
                    </span>
                  </label>
                  )
                : (
                  <div className='wd-method'>
                    <span>
                      <span className='wd-method-name'>{typeLabel(type)}</span>
                      <span className='muted'>
                        {account?.status === 'rejected'
                          ? t('withdraw.account_rejected_short')
                          : t('withdraw.not_bound')}
                      </span>
                    </span>
                    <Link href={bindHref(type)} className='link-button'>{t('withdraw.bind_action')}</Link>
                  </div>
                  )}
            </li>
          )
        })}
      </ul>
      <FieldError id='wd-method-error' error={error} />
    </fieldset>
  )
}
