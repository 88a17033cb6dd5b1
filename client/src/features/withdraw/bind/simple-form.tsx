// Paytm, GoPay, OVO, Dana, bKash and Nagad: the account entered twice and the holder's name.
import { isUniversal, type PayoutType } from '../../../../../shared/rules/payout.js'
import { universalAccountProblem } from '../../../../../shared/rules/cross.js'
import type { BodyOf } from '../../../../../shared/endpoints.js'
import { playerRegion } from '../../../lib/session.js'
import { FormFields } from './form-fields.js'
import { FormFrame } from './form-frame.js'
import { useBindForm, type Values } from './form-model.js'
import { BD_WALLET_SPECS, PAYTM_SPECS, WALLET_SPECS } from './specs.js'
import { useSubmitBind } from './use-submit.js'

function specsOf (type: PayoutType) {
  if (type === 'paytm') return PAYTM_SPECS
  if (type === 'bkash' || type === 'nagad') return BD_WALLET_SPECS
  return WALLET_SPECS
}

export function SimpleForm ({ type, initial, onBound }: { type: PayoutType, initial: Values, onBound: () => void }) {
  const specs = specsOf(type)
  const region = playerRegion()
  const universal = isUniversal(type)
  const cross = universal ? universalAccountProblem : undefined
  const form = useBindForm(specs, region, cross, initial, universal ? { type } : {})
  const submitBind = useSubmitBind(type, onBound)
  const submit = async () => {
    const body = form.check()
    if (body === null) return
    if (type === 'paytm') await submitBind({ id: 'bindPaytm', body: body as BodyOf<'bindPaytm'> }, form)
    else if (isUniversal(type)) await submitBind({ id: 'universalUpdate', body: { ...body, type } }, form)
  }
  return <FormFrame onSubmit={submit}><FormFields specs={specs} form={form} /></FormFrame>
}
