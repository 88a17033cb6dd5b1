// The price of 100 coins, typed as money (Bengali and Devanagari digits too) and kept within the region's
// range shown beside it. The upstream needs a WhatsApp number on the profile first.
import { useEffect, useState } from 'react'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'
import { MINOR_PER_MAJOR, parseAmount } from '../../../../../shared/money.js'
import { ActionButton } from '../../../components/button.js'
import { Field } from '../../../components/field.js'
import { Money } from '../../../components/money.js'
import { track } from '../../../lib/analytics.js'
import { money } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { siteConfig, playerRegion } from '../../../lib/session.js'
import { showToast } from '../../../lib/toast.js'
import { savePrice } from '../api.js'

/** What the box starts with: the price as it would be typed ("99.00"; "1500" where no decimals are shown). */
function typed (minor: number): string {
  const digits = siteConfig()?.regions[playerRegion()]?.fractionDigits ?? 2
  return (minor / MINOR_PER_MAJOR).toFixed(digits)
}

export function PriceForm ({ info, onSaved }: { info: DealerInfo, onSaved: (info: DealerInfo) => void }) {
  const [text, setText] = useState(typed(info.price))
  const [tried, setTried] = useState(false)
  const [dirty, setDirty] = useState(false)
  useEffect(() => { if (!dirty) setText(typed(info.price)) }, [info.price, dirty])

  const minor = parseAmount(text)
  const problem = minor === null || minor === 0
    ? (text.trim() === '' ? t('error.required', { field: t('field.price') }) : t('error.invalid', { field: t('field.price') }))
    : minor < info.price_min || minor > info.price_max
      ? t('upstream.price_out_of_range', { min: money(info.price_min), max: money(info.price_max) })
      : null
  const noWhatsapp = info.whatsapp.trim() === ''

  const submit = async () => {
    setTried(true)
    if (problem !== null || minor === null) {
      document.getElementById('dealer-price-input')?.focus()
      track('dealer', 'price_invalid', { text_length: text.length })
      return
    }
    track('dealer', 'price_submitted', { price: minor, before: info.price })
    const result = await savePrice(minor)
    if (!result.ok) {
      track('dealer', 'price_failed', { code: result.code, status: result.status })
      return
    }
    track('dealer', 'price_saved', { price: result.data.price })
    setDirty(false)
    setTried(false)
    onSaved(result.data)
    showToast(t('dealer.price_saved', { price: money(result.data.price) }), 'success')
  }

  return (
    <section className='card' aria-labelledby='dealer-price-title'>
      <h2 id='dealer-price-title'>{t('dealer.price_title')}</h2>
      <p className='dealer-current'>{t('dealer.price_now')} <Money minor={info.price} /></p>
      {noWhatsapp ? <p className='notice' data-testid='dealer-price-needs-whatsapp'>{t('upstream.whatsapp_required')}</p> : null}
      <form noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <Field
          id='dealer-price-input'
          label={t('dealer.price_label')}
          value={text}
          onChange={v => { setText(v); setDirty(true) }}
          error={tried ? problem : null}
          hint={t('dealer.price_range', { min: money(info.price_min), max: money(info.price_max) })}
          inputMode='decimal'
          autoComplete='off'
          aria-required
          disabled={noWhatsapp}
          data-testid='dealer-price-input'
        />
        <ActionButton type='submit' className='block' onAction={submit} disabled={noWhatsapp} data-testid='dealer-price-save'>{t('dealer.price_save')}</ActionButton>
      </form>
    </section>
  )
}
