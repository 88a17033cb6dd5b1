// Selling coins to a follower: the follower (picked from the list or typed), the coins, then a
// confirmation that says the sale cannot be cancelled; sent once with one Idempotency-Key per intent.
import { useEffect, useState } from 'react'
import type { DealerInfo, Follower, SellResult } from '../../../../../shared/schemas/dealer.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { Field } from '../../../components/field.js'
import { track } from '../../../lib/analytics.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { isUncertain } from '../../../lib/idempotency.js'
import { activeFollowers, sellCoins } from '../api.js'
import { checkSell } from './sell-rules.js'

interface Props {
  info: DealerInfo
  initialUserId: string
  onClose: () => void
  onSold: (result: SellResult) => void
}

export function TransferDialog ({ info, initialUserId, onClose, onSold }: Props) {
  const [followers, setFollowers] = useState<Follower[] | null>(null)
  const [userText, setUserText] = useState(initialUserId)
  const [amountText, setAmountText] = useState('')
  const [tried, setTried] = useState(false)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    const c = new AbortController()
    void activeFollowers(c.signal).then(r => { if (!c.signal.aborted) setFollowers(r.ok ? r.data.items : []) })
    return () => { c.abort() }
  }, [])

  const check = checkSell(userText, amountText, info.user_id, info.coins_available)
  const follower = followers?.find(f => f.user_id === check.userId) ?? null

  const next = () => {
    setTried(true)
    track('dealer', 'sell_submitted', { valid: check.userError === null && check.amountError === null })
    if (check.userError !== null) { document.getElementById('sell-user')?.focus(); return }
    if (check.amountError !== null) { document.getElementById('sell-amount')?.focus(); return }
    setConfirming(true)
  }

  const confirm = async () => {
    if (check.amount === null) return
    const amount = check.amount
    track('dealer', 'sell_confirmed', { user_id: check.userId, amount })
    const result = await sellCoins(check.userId, amount)
    if (result.ok) {
      track('dealer', 'sell_success', { user_id: check.userId, amount, transfer_id: result.data.record.transfer_id })
      onSold(result.data)
      return
    }
    // The api client has shown the upstream's reason (not a follower, blocked, not enough coins).
    track('dealer', 'sell_failed', { user_id: check.userId, amount, code: result.code, status: result.status })
    // A definite refusal goes back to the form to be corrected; an uncertain outcome (timeout, network)
    // stays on the confirmation, so confirming again reuses the same key and cannot sell twice.
    if (!isUncertain(result)) setConfirming(false)
  }

  if (confirming && check.amount !== null) {
    return (
      <Dialog
        key='confirm'
        open
        title={t('dealer.sell_confirm_title')}
        onClose={onClose}
        actions={
          <>
            <button type='button' className='button secondary' onClick={() => { setConfirming(false) }}>{t('common.back')}</button>
            <ActionButton onAction={confirm} money='agentSell' data-testid='sell-confirm'>{t('dealer.sell_confirm_action')}</ActionButton>
          </>
        }
      >
        <dl className='wd-facts' data-testid='sell-confirm-facts'>
          <div><dt>{t('dealer.sell_to')}</dt><dd>{follower === null ? <span dir='ltr'>{check.userId}</span> : <>{follower.name} (<span dir='ltr'>{check.userId}</span>)</>}</dd></div>
          <div><dt>{t('dealer.coins_field')}</dt><dd>{count(check.amount)}</dd></div>
          <div><dt>{t('dealer.coins_left')}</dt><dd>{count(info.coins_available - check.amount)}</dd></div>
        </dl>
        <p className='notice' role='note'>{t('dealer.sell_final')}</p>
      </Dialog>
    )
  }

  return (
    <Dialog
      key='form'
      open
      title={t('dealer.sell_title')}
      onClose={onClose}
      actions={
        <>
          <button type='button' className='button secondary' onClick={onClose}>{t('common.cancel')}</button>
          <ActionButton type='submit' form='sell-form' onAction={next} money='agentSell' data-testid='sell-next'>{t('dealer.sell_next')}</ActionButton>
        </>
      }
    >
      <form id='sell-form' noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <div className='field'>
          <label htmlFor='sell-pick'>{t('dealer.pick_follower')}</label>
          <select
            id='sell-pick'
            value={follower === null ? '' : follower.user_id}
            onChange={e => { if (e.target.value !== '') setUserText(e.target.value) }}
            data-testid='sell-pick'
          >
            <option value=''>{followers === null ? t('common.loading') : t('dealer.pick_none')}</option>
            {(followers ?? []).map(f => <option key={f.user_id} value={f.user_id}>{f.name} · {f.user_id}</option>)}
          </select>
        </div>
        <Field
          id='sell-user'
          label={t('dealer.follower_id')}
          value={userText}
          onChange={setUserText}
          error={tried ? check.userError : null}
          hint={t('dealer.user_id_rule')}
          inputMode='numeric'
          autoComplete='off'
          aria-required
          data-testid='sell-user'
        />
        <Field
          id='sell-amount'
          label={t('dealer.coins_field')}
          value={amountText}
          onChange={setAmountText}
          error={tried ? check.amountError : null}
          hint={t('dealer.sell_hint', { min: count(info.min_transfer), available: count(info.coins_available) })}
          inputMode='numeric'
          autoComplete='off'
          aria-required
          data-testid='sell-amount'
        />
      </form>
    </Dialog>
  )
}
