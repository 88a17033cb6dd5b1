// India's declaration (spec: minimum age, barred states): date of birth and state, stored upstream, which
// decides whether it bars money play; the notice a barred player gets instead of the pay or confirm step;
// and the gate Withdraw and Transfer put before their forms. The form only asks: the upstream refuses a
// barred player's money moves whatever is sent.
import { useId, useState, type ReactNode } from 'react'
import { BARRED_STATES, INDIA_STATES, MIN_AGE } from '../../../shared/rules/eligibility.js'
import type { Declaration } from '../../../shared/schemas/user.js'
import { ActionButton } from '../components/button.js'
import { Field } from '../components/field.js'
import { LoadFailed, Loading } from '../components/screen-states.js'
import { t } from '../lib/i18n.js'
import { declare, type DeclarationLoad } from './declaration.js'
import { FieldError } from '../components/field-error.js'

/** Why the declaration bars the player, in the upstream's words. */
export function BarredNotice ({ declaration }: { declaration: Declaration }) {
  const text = declaration.reason === 'under_age'
    ? t('upstream.barred_under_age', { age: declaration.min_age })
    : t('upstream.barred_state', { state: declaration.state })
  return <div className='notice bad' role='alert' data-testid='barred-notice'>{text}</div>
}

function today (): string {
  return new Date().toISOString().slice(0, 10)
}

interface Props {
  /** The upstream's terms (minimum age, barred states), null when they could not be read. */
  terms: Declaration | null
  onDeclared: (d: Declaration) => void
  /** Pay was pressed before declaring. */
  error?: string | null
  /** The heading: what the declaration comes before (default: the first recharge). */
  title?: string
  /** The date of birth's id (its first field), for a form that moves focus to it. */
  fieldId?: string
}

export function IndiaDeclaration ({ terms, onDeclared, error, title, fieldId }: Props) {
  const id = useId()
  const [birth, setBirth] = useState('')
  const [state, setState] = useState('')
  const [errors, setErrors] = useState<{ birth?: string | null, state?: string | null }>({})
  const submit = async () => {
    const found = {
      birth: birth === '' || birth > today() ? t('recharge.declare_birth_required') : null,
      state: state === '' ? t('recharge.declare_state_required') : null
    }
    setErrors(found)
    if (found.birth !== null || found.state !== null) return
    const result = await declare({ birth_date: birth, state: state as (typeof INDIA_STATES)[number] })
    if (result.ok) onDeclared(result.data)
  }
  const barred = terms?.barred_states ?? BARRED_STATES
  return (
    <section className='card declaration' aria-labelledby={`${id}-title`} data-testid='declaration'>
      <h2 id={`${id}-title`}>{title ?? t('recharge.declaration_title')}</h2>
      <p>{t('recharge.declare_intro', { age: terms?.min_age ?? MIN_AGE, states: barred.join(', ') })}</p>
      <FieldError error={error} />
      <Field
        id={fieldId}
        label={t('recharge.declare_birth_date')}
        type='date'
        max={today()}
        value={birth}
        onChange={v => { setBirth(v); setErrors(e => ({ ...e, birth: null })) }}
        error={errors.birth}
        data-testid='declare-birth'
      />
      <div className={`field${errors.state ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-state`}>{t('recharge.declare_state')}</label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={e => { setState(e.target.value); setErrors(x => ({ ...x, state: null })) }}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? `${id}-state-error` : undefined}
          data-testid='declare-state'
        >
          <option value=''>{t('recharge.declare_choose_state')}</option>
          {INDIA_STATES.map(s => <option key={s} value={s}>{s}</option>)}
        </select>
        <FieldError id={`${id}-state-error`} error={errors.state} />
      </div>
      <ActionButton className='block' onAction={submit} data-testid='declare-submit'>
        {t('recharge.declare_submit')}
      </ActionButton>
    </section>
  )
}

interface GateProps { declaration: DeclarationLoad, title: string, children: ReactNode }

/**
 * What an Indian player sees instead of a money-moving form (Withdraw, Transfer) until the declaration allows
 * it: the reason for a barred one (the texts of the upstream's 10031), the declaration itself for a missing
 * one. `declaration` is the screen's read (domain/declaration.ts useMoneyDeclaration); null where none is asked.
 */
export function DeclarationGate ({ declaration, title, children }: GateProps) {
  if (declaration.state === 'loading') return <Loading />
  if (declaration.state === 'failed') return <LoadFailed failure={declaration.failure} onRetry={declaration.retry} />
  const stated = declaration.data
  if (stated === null) return <>{children}</>
  if (stated.barred) return <BarredNotice declaration={stated} />
  const reload = () => { declaration.reload() }
  if (!stated.declared) return <IndiaDeclaration terms={stated} title={title} onDeclared={reload} />
  return <>{children}</>
}
