// The nickname and WhatsApp number players see in the agency list. Both are required (a dealer without
// WhatsApp is not listed and cannot set a price) and checked by the shared field rules before sending.
import { useEffect, useState } from 'react'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'
import { ActionButton } from '../../../components/button.js'
import { Field } from '../../../components/field.js'
import { track } from '../../../lib/analytics.js'
import { canonical, refusal } from '../../../lib/field-check.js'
import { t } from '../../../lib/i18n.js'
import { showToast } from '../../../lib/toast.js'
import { saveProfile } from '../api.js'

type Problems = { nickname: string | null, whatsapp: string | null }

/** Each field's refusal of its canonical value, or null. */
function problems (nickname: string, whatsapp: string): Problems {
  const field = (name: 'nickname' | 'whatsapp', value: string): string | null => {
    if (value === '') return t('error.required', { field: t(`field.${name}`) })
    return refusal(name, value, t(`field.${name}`))
  }
  return { nickname: field('nickname', nickname), whatsapp: field('whatsapp', whatsapp) }
}

export function ProfileForm ({ info, onSaved }: { info: DealerInfo, onSaved: (info: DealerInfo) => void }) {
  const [nickname, setNickname] = useState(info.nickname)
  const [whatsapp, setWhatsapp] = useState(info.whatsapp)
  const [tried, setTried] = useState(false)
  // A fresher answer (another screen saved) replaces what is shown unless the dealer is editing.
  const [dirty, setDirty] = useState(false)
  useEffect(() => {
    if (dirty) return
    setNickname(info.nickname)
    setWhatsapp(info.whatsapp)
  }, [info.nickname, info.whatsapp, dirty])

  // A national number of the page's region gets its country code: WhatsApp links need it.
  const values = { nickname: canonical('nickname', nickname), whatsapp: canonical('whatsapp', whatsapp) }
  const found = problems(values.nickname, values.whatsapp)
  const shown = tried ? found : { nickname: null, whatsapp: null }

  const submit = async () => {
    setTried(true)
    if (found.nickname !== null || found.whatsapp !== null) {
      document.getElementById(found.nickname !== null ? 'dealer-nickname' : 'dealer-whatsapp')?.focus()
      track('dealer', 'profile_invalid', { nickname: found.nickname === null, whatsapp: found.whatsapp === null })
      return
    }
    track('dealer', 'profile_submitted')
    const result = await saveProfile(values.nickname, values.whatsapp)
    if (!result.ok) {
      track('dealer', 'profile_failed', { code: result.code, status: result.status })
      return
    }
    track('dealer', 'profile_saved')
    setDirty(false)
    setTried(false)
    onSaved(result.data)
    showToast(t('dealer.profile_saved'), 'success')
  }

  return (
    <section className='card' aria-labelledby='dealer-profile-title'>
      <h2 id='dealer-profile-title'>{t('dealer.profile_title')}</h2>
      <form noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <Field
          id='dealer-nickname'
          label={t('dealer.nickname')}
          value={nickname}
          onChange={v => { setNickname(v); setDirty(true) }}
          error={shown.nickname}
          hint={t('dealer.nickname_hint')}
          autoComplete='nickname'
          maxLength={30}
          aria-required
          data-testid='dealer-nickname'
        />
        <Field
          id='dealer-whatsapp'
          label={t('dealer.whatsapp')}
          value={whatsapp}
          onChange={v => { setWhatsapp(v); setDirty(true) }}
          error={shown.whatsapp}
          hint={t('dealer.whatsapp_number_hint')}
          type='tel'
          inputMode='tel'
          autoComplete='tel'
          aria-required
          data-testid='dealer-whatsapp'
        />
        <ActionButton type='submit' className='block' onAction={submit} data-testid='dealer-profile-save'>
          {t('dealer.profile_save')}
        </ActionButton>
      </form>
    </section>
  )
}
