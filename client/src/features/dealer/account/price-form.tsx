// The price of 100 coins, typed as money by the dealer's number locale (Bengali and Devanagari digits
// too) and kept within the region's range shown beside it. The upstream needs a WhatsApp number on the
// profile first.
import { useEffect, useState } from 'react'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'
import { ActionButton } from '../../../components/button.js'
import { AmountField } from '../../../domain/amount-field.js'
import { Money } from '../../../components/money.js'
import { track } from '../../../lib/analytics.js'
import { money } from '../../../lib/format.js'
import { typedMoney } from '../../../domain/amount-input.js'
import { t } from '../../../lib/i18n.js'
import { showToast } from '../../../lib/toast.js'
import { savePrice } from '../api.js'
import { priceProblem } from './price-rules.js'

export function PriceForm ({ info, onSaved }: { info: DealerInfo, onSaved: (info: DealerInfo) => void }) {
  // Prefilled as the dealer would type it ("99,00" in Brazil), so saving it unchanged is accepted.
  const [text, setText] = useState(() => typedMoney(info.price))
  const [tried, setTried] = useState(false)
  const [dirty, setDirty] = useState(false)
  useEffect(() => { if (!dirty) setText(typedMoney(info.price)) }, [info.price, dirty])

  const { minor, problem } = priceProblem(text, info.price_min, info.price_max)
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
      {noWhatsapp
        ? <p className='notice' data-testid='dealer-price-needs-whatsapp'>{t('upstream.whatsapp_required')}</p>
        : null}
      <form noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <AmountField
          id='dealer-price-input'
          label={t('dealer.price_label')}
          value={text}
          onChange={v => { setText(v); setDirty(true) }}
          error={tried ? problem : null}
          hint={t('dealer.price_range', { min: money(info.price_min), max: money(info.price_max) })}
          aria-required
          disabled={noWhatsapp}
          data-testid='dealer-price-input'
        />
        <ActionButton
          type='submit'
          className='block'
          onAction={submit}
          disabled={noWhatsapp}
          data-testid='dealer-price-save'
        >
          {t('dealer.price_save')}
        </ActionButton>
      </form>
    </section>
  )
}
