// A bank account: number twice, holder, IFSC (India, with where to find it), contact, and bank name,
// branch and address; which of IFSC and bank name is required is the cross rule's call.
import { useMemo } from 'react'
import type { BodyOf } from '../../../../../shared/endpoints.js'
import { bankAccountProblem } from '../../../../../shared/rules/cross.js'
import { t } from '../../../lib/i18n.js'
import { playerRegion } from '../../../lib/session.js'
import { FormFields } from './form-fields.js'
import { FormFrame } from './form-frame.js'
import { useBindForm, type Values } from './form-model.js'
import { bankSpecs } from './specs.js'
import { useSubmitBind } from './use-submit.js'

function IfscGuide () {
  return (
    <details className='wd-guide' data-testid='wd-ifsc-guide'>
      <summary>{t('withdraw.ifsc_guide_title')}</summary>
      <p>{t('withdraw.ifsc_guide_where')}</p>
      <p>{t('withdraw.ifsc_guide_format')}</p>
    </details>
  )
}

export function BankForm ({ initial, onBound }: { initial: Values, onBound: () => void }) {
  const region = playerRegion()
  const specs = useMemo(() => bankSpecs(region), [region])
  const form = useBindForm(specs, region, bankAccountProblem, initial)
  const submitBind = useSubmitBind('bank', onBound)
  const submit = async () => {
    const body = form.check()
    if (body !== null) await submitBind({ id: 'updateBankAccount', body: body as BodyOf<'updateBankAccount'> }, form)
  }
  return (
    <FormFrame onSubmit={submit}>
      <FormFields specs={specs} form={form} after={{ ifsc: <IfscGuide /> }} />
    </FormFrame>
  )
}
