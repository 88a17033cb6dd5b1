// The age and residence declaration asked before a player's first recharge (docs/ARCHITECTURE.md "Players,
// dealers and guests").
import { useId } from 'react'
import { BARRED_STATES, MIN_AGE } from '../../../../shared/rules/eligibility.js'
import { t } from '../../lib/i18n.js'
import { FieldError } from '../../components/field-error.js'

interface DeclarationProps {
  checked: boolean
  onChange: (v: boolean) => void
  error?: string | null
  /** The box's id, for a form that moves focus to it. */
  id?: string
}

export function Declaration ({ checked, onChange, error, id: given }: DeclarationProps) {
  const auto = useId()
  const id = given ?? auto
  const errorId = `${id}-error`
  return (
    <section className='card declaration' aria-labelledby={`${id}-title`} data-testid='declaration'>
      <h2 id={`${id}-title`}>{t('recharge.declaration_title')}</h2>
      <div className='check-row'>
        <input
          id={id}
          type='checkbox'
          checked={checked}
          onChange={e => { onChange(e.target.checked) }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{t('recharge.declaration_text', { age: MIN_AGE, states: BARRED_STATES.join(', ') })}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </section>
  )
}
