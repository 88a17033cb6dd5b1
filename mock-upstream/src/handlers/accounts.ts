// Payout accounts: how they are shown (masked), and the binding rule every bind call shares.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { REGION_INFO } from '../../../shared/regions.js'
import type { PayoutType, UniversalType } from '../../../shared/rules/payout.js'
import type { BankAccount, BoundAccount, UniversalAccount, UpiAccount } from '../../../shared/schemas/withdraw.js'
import { fail, ok, type Outcome } from '../outcome.js'
import { newAccount, type World } from '../world/state.js'
import type { Account, UserState } from '../world/world-types.js'

/** A Pix account's key: the CPF, e-mail or phone it names, else its random key. */
function pixKey (a: Account): string {
  switch (a.card_type) {
    case 'cpf': return a.cpf
    case 'email': return a.email
    case 'phone': return a.phone
    default: return a.evp
  }
}

/** The field that identifies the account, the one shown masked. */
function key (a: Account): string {
  switch (a.type) {
    case 'upi': return a.upi_id
    case 'bank': return a.bank_account
    case 'paytm': return a.paytm_id
    case 'gopay': case 'ovo': case 'dana': return a.wallet_id
    case 'bkash': case 'nagad': return a.account_no
    case 'pix': return pixKey(a)
  }
}

/** Enough to recognise the account, never the whole number (a screen may be seen by others). */
export function maskAccount (a: Account): string {
  const value = key(a)
  if (a.type === 'upi' || (a.type === 'pix' && a.card_type === 'email')) {
    const at = value.indexOf('@')
    return `${value.slice(0, Math.min(2, at))}****${value.slice(at)}`
  }
  if (a.type === 'pix' && a.card_type === 'cpf' && value.length === 11) {
    return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`
  }
  if (a.type === 'bank') return `****${value.slice(-4)}`
  return value.length > 6 ? `${value.slice(0, 3)}****${value.slice(-3)}` : '****'
}

export function boundView (a: Account): BoundAccount {
  return {
    account_id: a.account_id,
    type: a.type,
    masked: maskAccount(a),
    name: a.name,
    status: a.status,
    is_default: a.is_default
  }
}

export function upiView (a: Account | undefined): UpiAccount {
  if (a === undefined) {
    return { status: 'none', account_id: '', upi_id: '', name: '', phone: '', email: '', pan_number: '' }
  }
  return {
    status: a.status,
    account_id: a.account_id,
    upi_id: a.upi_id,
    name: a.name,
    phone: a.phone,
    email: a.email,
    pan_number: a.pan_number
  }
}

export function bankView (a: Account | undefined): BankAccount {
  if (a === undefined) {
    return {
      status: 'none',
      account_id: '',
      bank_account: '',
      name: '',
      ifsc: '',
      phone: '',
      email: '',
      bank_name: '',
      branch: '',
      location: ''
    }
  }
  return {
    status: a.status, account_id: a.account_id, bank_account: a.bank_account, name: a.name, ifsc: a.ifsc,
    phone: a.phone,
    email: a.email, bank_name: a.bank_name, branch: a.branch, location: a.location
  }
}

export function universalView (type: UniversalType, a: Account | undefined): UniversalAccount {
  const base = { type, wallet_id: '', account_no: '', name: '', card_type: '', phone: '', email: '', evp: '', cpf: '' }
  if (a === undefined) return { status: 'none', account_id: '', ...base }
  return {
    status: a.status, account_id: a.account_id, type, wallet_id: a.wallet_id, account_no: a.account_no, name: a.name,
    card_type: a.card_type, phone: a.phone, email: a.email, evp: a.evp, cpf: a.cpf
  }
}

export function accountOfType (user: UserState, type: PayoutType): Account | undefined {
  return user.accounts.find(a => a.type === type)
}

/** The account a withdrawal without account_id goes to. */
export function defaultAccount (user: UserState): Account | undefined {
  const bound = user.accounts.filter(a => a.status === 'bound')
  return bound.find(a => a.is_default) ?? bound[0]
}

type AccountFields = Partial<Omit<Account, 'account_id' | 'type' | 'status' | 'is_default'>>

function boundElsewhere (world: World, user: UserState, match: (a: Account) => boolean): boolean {
  for (const other of world.allUsers()) {
    if (other !== user && other.accounts.some(a => a.status === 'bound' && match(a))) return true
  }
  return false
}

/**
 * Binds an account of `type`: only a type the account's own region pays out to (the page may have been
 * opened on another region's host, whose form offers other types), a bound one cannot be changed (a
 * rejected one is replaced), a UPI ID and a PAN belong to one player only, and a PAN must be the one read
 * from the player's card, if one was read.
 */
export function bind (world: World, user: UserState, type: PayoutType, fields: AccountFields): Outcome<Account> {
  if (!REGION_INFO[user.region].payoutTypes.includes(type)) return fail(DOMAIN.PAYOUT_TYPE_UNAVAILABLE)
  const existing = accountOfType(user, type)
  if (existing?.status === 'bound') return fail(DOMAIN.ACCOUNT_LOCKED)
  const upi = fields.upi_id?.toLowerCase()
  if (upi !== undefined && boundElsewhere(world, user, a => a.upi_id.toLowerCase() === upi)) {
    return fail(DOMAIN.UPI_TAKEN)
  }
  const pan = fields.pan_number
  if (pan !== undefined) {
    if (user.pan !== null && user.pan.pan_number !== pan) return fail(DOMAIN.PAN_NUMBER_WRONG)
    if (boundElsewhere(world, user, a => a.pan_number === pan)) return fail(DOMAIN.PAN_TAKEN)
  }
  const hasDefault = user.accounts.some(a => a !== existing && a.status === 'bound' && a.is_default)
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as AccountFields
  const account = newAccount({
    ...defined,
    account_id: world.nextId('AC'),
    type,
    status: 'bound',
    is_default: !hasDefault
  })
  if (existing === undefined) user.accounts.push(account)
  else user.accounts[user.accounts.indexOf(existing)] = account
  if (pan !== undefined && user.pan === null) {
    user.pan = { pan_number: pan, name: (fields.name ?? user.profile.name).toUpperCase() }
  }
  return ok(account)
}
