// Selling coins to a follower: the follower (picked from the list or typed), the coins, then a
// confirmation that says the sale cannot be cancelled; sent once with one Idempotency-Key per intent.
import { useEffect, useState } from 'react'
import type { DealerInfo, Follower, SellResult } from '../../../../../shared/schemas/dealer.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { Field } from '../../../components/field.js'
import { ConfirmShell } from '../../../domain/confirm-shell.js'
import { useMoneyAction, type Trail } from '../../../domain/money-action/index.js'
import { track } from '../../../lib/analytics.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { activeFollowers, sellCoins } from '../api.js'
import { checkSell } from './sell-rules.js'

interface Intent { userId: string, amount: number }

const TRAIL: Trail<Intent, SellResult> = {
  area: 'dealer',
  names: { confirmed: 'sell_confirmed', success: 'sell_success', failure: 'sell_failed' },
  details: ({ userId, amount }) => ({ user_id: userId, amount }),
  success: ({ userId, amount }, data) => ({ user_id: userId, amount, transfer_id: data.record.transfer_id })
}

const sendSale = ({ userId, amount }: Intent) => sellCoins(userId, amount)

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
  // A refusal's reason (not a follower, blocked, not enough coins) the api client has shown; it goes back to
  // the form to be corrected. An uncertain outcome (timeout, network) stays on the confirmation, so
  // confirming again reuses the same key and cannot sell twice.
  const action = useMoneyAction({ send: sendSale, trail: TRAIL, onDone: onSold, uncertainStays: true })

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
    if (check.amountError !== null || check.amount === null) { document.getElementById('sell-amount')?.focus(); return }
    action.ask({ userId: check.userId, amount: check.amount })
  }

  const pending = action.pending
  if (pending !== null) {
    const buyer = followers?.find(f => f.user_id === pending.userId) ?? null
    const id = <span dir='ltr'>{pending.userId}</span>
    return (
      <ConfirmShell
        key='confirm'
        title={t('dealer.sell_confirm_title')}
        confirmLabel={t('dealer.sell_confirm_action')}
        money='agentSell'
        testId='sell-confirm'
        onConfirm={action.confirm}
        onClose={onClose}
        back={{ label: t('common.back'), onBack: action.close }}
      >
        <dl className='facts' data-testid='sell-confirm-facts'>
          <div><dt>{t('dealer.sell_to')}</dt><dd>{buyer === null ? id : <>{buyer.name} ({id})</>}</dd></div>
          <div><dt>{t('dealer.coins_field')}</dt><dd>{count(pending.amount)}</dd></div>
          <div><dt>{t('dealer.coins_left')}</dt><dd>{count(info.coins_available - pending.amount)}</dd></div>
        </dl>
        <p className='notice' role='note'>{t('dealer.sell_final')}</p>
      </ConfirmShell>
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
          <ActionButton type='submit' form='sell-form' onAction={next} money='agentSell' data-testid='sell-next'>
            {t('dealer.sell_next')}
          </ActionButton>
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
