// UPI: the UPI ID twice, name, phone, e-mail; in India also "UPI with PAN card": a photo of the card,
// the number read from it (editable), bound together through bind_upi_with_pancard.
import { useState } from 'react'
import type { BodyOf } from '../../../../../shared/endpoints.js'
import type { PanOcr } from '../../../../../shared/schemas/withdraw.js'
import { t } from '../../../lib/i18n.js'
import { playerRegion } from '../../../lib/session.js'
import { FormFields } from './form-fields.js'
import { FormFrame } from './form-frame.js'
import { fieldId, useBindForm, type Values } from './form-model.js'
import { PanUpload, PHOTO_FIELD } from './pan-upload.js'
import { PAN_SPEC, UPI_SPECS } from './specs.js'
import { useSubmitBind } from './use-submit.js'

const WITH_PAN = [...UPI_SPECS, PAN_SPEC]

export function UpiForm ({ initial, onBound }: { initial: Values, onBound: () => void }) {
  const region = playerRegion()
  const panOffered = region === 'IN'
  const [withPan, setWithPan] = useState(false)
  const [read, setRead] = useState<PanOcr | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const specs = withPan ? WITH_PAN : UPI_SPECS
  const form = useBindForm(specs, region, undefined, initial)
  const submitBind = useSubmitBind('upi', onBound)

  const submit = async () => {
    const body = form.check()
    if (withPan && read === null) {
      setPhotoError(t('withdraw.pan_photo_required'))
      if (body !== null) document.getElementById(fieldId(PHOTO_FIELD))?.focus()
      return
    }
    if (body === null) return
    if (withPan && read !== null) {
      const withPhoto = { ...body, pan_photo_url: read.photo_url } as BodyOf<'bindUpiWithPan'>
      await submitBind({ id: 'bindUpiWithPan', body: withPhoto }, form)
    } else {
      await submitBind({ id: 'updateUpiAccount', body: body as BodyOf<'updateUpiAccount'> }, form)
    }
  }

  const onRead = (ocr: PanOcr) => {
    setRead(ocr)
    setPhotoError(null)
    form.set('pan_number', ocr.pan_number)
  }

  return (
    <FormFrame onSubmit={submit}>
      {panOffered
        ? (
          <div className='chips' role='group' aria-label={t('withdraw.upi_mode')}>
            <button type='button' className='chip' aria-pressed={!withPan} onClick={() => { setWithPan(false) }}>
              {t('withdraw.type.upi')}
            </button>
            <button
              type='button'
              className='chip'
              aria-pressed={withPan}
              onClick={() => { setWithPan(true) }}
              data-testid='wd-upi-pan'
            >
              {t('withdraw.upi_with_pan')}
            </button>
          </div>
          )
        : null}
      <FormFields specs={UPI_SPECS} form={form} />
      {withPan
        ? (
          <fieldset className='wd-pan'>
            <legend>{t('withdraw.pan_title')}</legend>
            <p className='muted'>{t('withdraw.pan_intro')}</p>
            <PanUpload read={read} onRead={onRead} error={photoError} onError={setPhotoError} />
            <FormFields specs={[PAN_SPEC]} form={form} />
          </fieldset>
          )
        : null}
    </FormFrame>
  )
}
