// Pix: the key type, the key of that type entered twice, the CPF and the holder's name.
import { useMemo, useState } from 'react'
import type { BodyOf } from '../../../../../shared/endpoints.js'
import { universalAccountProblem } from '../../../../../shared/rules/cross.js'
import { t } from '../../../lib/i18n.js'
import { playerRegion } from '../../../lib/session.js'
import { FormFields } from './form-fields.js'
import { FormFrame } from './form-frame.js'
import { useBindForm, type Values } from './form-model.js'
import { PIX_CARD_TYPES, pixSpecs, type PixCardType } from './specs.js'
import { useSubmitBind } from './use-submit.js'

function isCardType (value: string | undefined): value is PixCardType {
  return (PIX_CARD_TYPES as readonly string[]).includes(value ?? '')
}

export function PixForm ({ initial, onBound }: { initial: Values, onBound: () => void }) {
  const [cardType, setCardType] = useState<PixCardType>(isCardType(initial.card_type) ? initial.card_type : 'cpf')
  const specs = useMemo(() => pixSpecs(cardType), [cardType])
  const extra = useMemo(() => ({ type: 'pix', card_type: cardType }), [cardType])
  const form = useBindForm(specs, playerRegion(), universalAccountProblem, initial, extra)
  const submitBind = useSubmitBind('pix', onBound)

  const choose = (next: PixCardType) => {
    // A key of another type is never carried over: only the CPF and the name stay.
    form.reset({ name: form.values.name ?? '', cpf: next === 'cpf' ? '' : form.values.cpf ?? '' })
    setCardType(next)
  }

  const submit = async () => {
    const body = form.check()
    if (body !== null) {
      await submitBind({ id: 'universalUpdate', body: { ...body, ...extra } as BodyOf<'universalUpdate'> }, form)
    }
  }

  return (
    <FormFrame onSubmit={submit}>
      <div className='field'>
        <label htmlFor='wd-f-card_type'>{t('field.card_type')}</label>
        <select
          id='wd-f-card_type'
          value={cardType}
          onChange={e => { if (isCardType(e.target.value)) choose(e.target.value) }}
        >
          {PIX_CARD_TYPES.map(c => <option key={c} value={c}>{t(`withdraw.pix_type.${c}`)}</option>)}
        </select>
      </div>
      <FormFields specs={specs} form={form} />
    </FormFrame>
  )
}
