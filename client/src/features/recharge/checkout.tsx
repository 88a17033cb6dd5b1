// Choosing how to pay an amount and paying it: methods, the contact a method needs, the first-recharge
// declaration, then the hand-off to the app and the confirmation. Every way of adding cash uses it.
import { useEffect, useState, type ReactNode } from 'react'
import type { Channel, RechargeResult } from '../../../../shared/schemas/recharge.js'
import type { Result } from '../../lib/result.js'
import { useAssetInfo } from '../../domain/asset-info.js'
import { t } from '../../lib/i18n.js'
import { money } from '../../lib/format.js'
import { Field } from '../../components/field.js'
import { ActionButton } from '../../components/button.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { ChannelPicker, defaultChannel } from './channel-picker.js'
import { PaytmGuide, PAYTM_PAY_TYPE } from './paytm-guide.js'
import { Declaration } from './declaration.js'
import { contactError, saveContact, savedContact, toContact, type Contact } from './contact.js'
import { PaymentStatus, type PaymentLinks } from './payment-status.js'
import { usePayment } from './use-payment.js'
import { step } from './analytics.js'
import { useChannelList, useRechargeConf, useRechargeRange } from './api.js'
import { BarredNotice, IndiaDeclaration } from '../../domain/india-declaration.js'
import { useDeclaration } from '../../domain/declaration.js'
import { playerRegion } from '../../lib/session.js'

export interface CheckoutChoice {
  channel: Channel
  /** The player ticked the declaration (only asked before the first recharge). */
  declaration: boolean
  /** The contact of a method that needs one (already saved on the profile). */
  contact: Contact | null
}

interface Props {
  amount: number
  /** Makes the order (a money operation: lib/api.ts keys it, so a retry of the same order is replayed). */
  create: (choice: CheckoutChoice) => Promise<Result<RechargeResult>>
  links: PaymentLinks
  /** Shown above the methods while choosing (what is being bought). */
  summary?: ReactNode
  /**
   * A Chips Shop product: sold at its price by the app's store, so every method is offered whatever its
   * recharge range, and a browser is told the shop needs the app.
   */
  product?: boolean
}

interface Errors { channel?: string | null, contact?: string | null, declaration?: string | null }

/** The fields Pay may refuse, by id: focus goes to the first one refused. */
const FIELD_IDS = { channel: 'recharge-channels', contact: 'recharge-contact', declaration: 'recharge-declaration' }

function focusField (field: keyof typeof FIELD_IDS): void {
  const el = document.getElementById(FIELD_IDS[field])
  // The methods are a group: its first choice takes focus.
  ;(el?.matches('input, select') === true ? el : el?.querySelector('input'))?.focus()
}

export function Checkout ({ amount, create, links, summary, product = false }: Props) {
  const channels = useChannelList(product ? undefined : amount)
  const conf = useRechargeConf()
  // The recharge configuration's show_channel: without it the best method is used and the list not shown.
  const list = useRechargeRange()
  const asset = useAssetInfo()
  const payment = usePayment()
  const declaration = useDeclaration()
  const [selected, setSelected] = useState<number | null>(null)
  const [typed, setContact] = useState<string | null>(null)
  const [declared, setDeclared] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const loaded = channels.state === 'ready' ? channels.data.items : null
  useEffect(() => {
    if (loaded !== null && selected === null) setSelected(defaultChannel(loaded)?.channel_id ?? null)
  }, [loaded, selected])

  if (payment.state.phase !== 'idle') {
    return (
      <PaymentStatus
        state={payment.state}
        links={links}
        onRetry={() => { void payment.retry() }}
        onCheckNow={payment.checkNow}
        onBack={payment.reset}
        onCheckAgain={() => {
          if ('order' in payment.state && payment.state.order !== null) void payment.confirm(payment.state.order)
        }}
        noAppText={product ? t('recharge.shop_needs_app') : undefined}
      />
    )
  }
  const loading = channels.state === 'loading' || conf.state === 'loading' ||
    asset.state === 'loading' || list.state === 'loading'
  if (loading) return <Loading />
  if (channels.state === 'failed') return <LoadFailed failure={channels.failure} onRetry={channels.retry} />

  const items = channels.data.items
  const channel = items.find(c => c.channel_id === selected) ?? null
  const rechargeConf = conf.state === 'ready' ? conf.data : null
  const showChannel = list.state !== 'ready' || list.data.show_channel
  // use_user_lib: the contact saved on the player's profile is offered; otherwise the player types it.
  const contact = typed ?? (rechargeConf?.use_user_lib === true ? savedContact() : '')
  const needContact = channel !== null && (channel.need_contact || rechargeConf?.need_contact === true)
  // When the balances could not be read, asking is the safe side: the upstream refuses a first recharge without it.
  const needDeclaration = asset.state !== 'ready' || !asset.data.recharged
  // India asks date of birth and state instead of a tick, and a barred declaration never reaches the pay step.
  const india = playerRegion() === 'IN'
  if (india && declaration.state === 'loading') return <Loading />
  const stated = declaration.state === 'ready' ? declaration.data : null
  if (india && stated?.barred === true) return <>{summary}<BarredNotice declaration={stated} /></>
  const indiaAsks = india && needDeclaration && stated?.declared !== true
  const ticked = declared || (india && stated?.declared === true)

  const pay = async () => {
    const found: Errors = {
      channel: channel === null ? t('recharge.choose_channel') : null,
      contact: needContact ? contactError(contact, rechargeConf) : null,
      declaration: needDeclaration && !ticked ? t('upstream.declaration_required') : null
    }
    setErrors(found)
    if (channel === null || found.contact != null || found.declaration != null) {
      const field = found.channel != null ? 'channel' : found.contact != null ? 'contact' : 'declaration'
      focusField(field)
      step('error', { step: 'checkout_form', field })
      return
    }
    step('pay_pressed', { amount, channel_id: channel.channel_id, pay_type: channel.pay_type, first: needDeclaration })
    const chosen = needContact ? toContact(contact) : null
    if (chosen !== null && !(await saveContact(chosen))) return
    const choice: CheckoutChoice = { channel, declaration: needDeclaration && ticked, contact: chosen }
    await payment.start(async () => create(choice))
  }

  return (
    <>
      {summary}
      {items.length === 0
        ? <NoData text={t('recharge.no_channel')} />
        : !showChannel
            ? null
            : <ChannelPicker
                id={FIELD_IDS.channel}
                channels={items}
                selected={selected}
                error={errors.channel}
                onSelect={c => {
                  setSelected(c.channel_id)
                  step('channel_chosen', { channel_id: c.channel_id, pay_type: c.pay_type })
                }}
              />}
      {showChannel && items.some(c => c.pay_type === PAYTM_PAY_TYPE) ? <PaytmGuide /> : null}
      {needContact
        ? (
          <section className='card' aria-labelledby='contact-title' data-testid='contact-form'>
            <h2 id='contact-title'>{t('recharge.contact_title')}</h2>
            <Field
              id={FIELD_IDS.contact}
              label={t('recharge.contact_label')}
              hint={t('recharge.contact_hint')}
              value={contact}
              onChange={v => { setContact(v); if (errors.contact != null) setErrors(e => ({ ...e, contact: null })) }}
              error={errors.contact}
              maxLength={100}
            />
          </section>)
        : null}
      {needDeclaration && !india
        ? (
          <Declaration
            id={FIELD_IDS.declaration}
            checked={declared}
            onChange={v => { setDeclared(v); if (v) setErrors(e => ({ ...e, declaration: null })) }}
            error={errors.declaration}
          />
          )
        : null}
      {indiaAsks
        ? (
          <IndiaDeclaration
            fieldId={FIELD_IDS.declaration}
            terms={stated}
            onDeclared={() => { setErrors(e => ({ ...e, declaration: null })); declaration.reload() }}
            error={errors.declaration}
          />
          )
        : null}
      {items.length > 0
        ? (
          <ActionButton className='block' onAction={pay} money='recharge' data-testid='pay-button'>
            {t('recharge.pay', { amount: money(amount) })}
          </ActionButton>
          )
        : null}
    </>
  )
}
