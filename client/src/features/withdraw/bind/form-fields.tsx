// Renders a bind form's fields: labelled by the API field's name, each error under its field.
import { Fragment, type ReactNode } from 'react'
import { Field } from '../../../components/field.js'
import { t } from '../../../lib/i18n.js'
import { fieldId, type BindForm, type FieldSpec } from './form-model.js'

function labelOf (spec: FieldSpec): string {
  const name = t(`field.${spec.label}`)
  if (spec.confirms !== undefined) return t('withdraw.confirm_label', { field: name })
  return spec.required ? name : t('withdraw.optional_label', { field: name })
}

function inputProps (spec: FieldSpec) {
  switch (spec.kind) {
    case 'tel': return { type: 'tel', inputMode: 'tel' as const }
    case 'numeric': return { type: 'text', inputMode: 'numeric' as const }
    case 'email': return { type: 'email', inputMode: 'email' as const }
    default: return { type: 'text' }
  }
}

/** `after` puts extra content (a guide) right after the named field. */
export function FormFields ({ specs, form, after = {} }: {
  specs: readonly FieldSpec[]
  form: BindForm
  after?: Record<string, ReactNode>
}) {
  return (
    <>
      {specs.map(spec => (
        <Fragment key={spec.name}>
          <Field
            id={fieldId(spec.name)}
            label={labelOf(spec)}
            value={form.values[spec.name] ?? ''}
            onChange={v => { form.set(spec.name, spec.upper === true ? v.toUpperCase() : v) }}
            error={form.errors[spec.name] ?? null}
            {...(spec.hint === undefined ? {} : { hint: spec.hint })}
            {...inputProps(spec)}
            autoComplete={spec.confirms !== undefined ? 'off' : spec.autoComplete ?? 'off'}
            autoCapitalize={spec.upper === true ? 'characters' : spec.name === 'name' ? 'words' : 'none'}
            spellCheck={false}
            aria-required={spec.required ? true : undefined}
          />
          {after[spec.name]}
        </Fragment>
      ))}
    </>
  )
}
