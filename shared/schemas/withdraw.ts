// Withdrawals and payout accounts (docs/API.md "Field rules", docs/ARCHITECTURE.md "Money and states").
import { Type, type Static } from 'typebox'
import { body, field, literals, Minor, UnixSeconds, Page, PageSize, paged, ShortText, Id } from './common.js'
import { PAYOUT_TYPES, UNIVERSAL_TYPES } from '../rules/payout.js'

export const PayoutType = literals(...PAYOUT_TYPES)
export const UniversalType = literals(...UNIVERSAL_TYPES)
export const PixCardType = literals('phone', 'email', 'evp', 'cpf')

/** Withdraw/transfer status: 0 pending, 1 success, 2 back, 4 transfer in, 5 cancel, 6 confirm, 7 frozen. */
export const WithdrawStatus = literals(0, 1, 2, 4, 5, 6, 7)

export const WithdrawBody = body({
  amount: Type.Integer({ minimum: 1, maximum: 1e12, description: 'minor units' }),
  account_id: Type.Optional(Id)
}, 'A withdrawal of `amount` to a bound account (default: the bound one).')
export type WithdrawBody = Static<typeof WithdrawBody>

export const WithdrawOrder = Type.Object({
  order_id: Type.String(),
  amount: Minor,
  tax: Minor,
  status: WithdrawStatus,
  type: PayoutType,
  account_masked: Type.String(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
  remark: Type.String(),
  /** Every status the withdrawal reached, with its time, oldest first (the tracker's timeline). */
  steps: Type.Optional(Type.Array(Type.Object({ status: WithdrawStatus, at: UnixSeconds }))),
  /**
   * The payer's reference once given: a dealer's UTR (India) or TrxID (bKash, Nagad), Pix's end-to-end id, a provider's
   * reference.
   */
  reference: Type.Optional(Type.Object({
    kind: literals('utr', 'trxid', 'pix_e2e', 'provider'),
    value: Type.String()
  })),
  /** While unfinished: when the money is expected by, by the region's payout days. */
  expected_at: Type.Optional(UnixSeconds),
  /** While a dealer's remit may be complained about ("Not received?"): when that window closes. */
  complain_until: Type.Optional(UnixSeconds)
})
export type WithdrawOrder = Static<typeof WithdrawOrder>
export type WithdrawReference = NonNullable<WithdrawOrder['reference']>

export const WithdrawResult = Type.Object({ order: WithdrawOrder, payout_days: Type.Integer({ minimum: 0 }) })
export type WithdrawResult = Static<typeof WithdrawResult>

export const WithdrawListBody = body({
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  status: Type.Optional(Type.Union([Type.Literal(-1), WithdrawStatus])),
  month: Type.Optional(field('month'))
}, 'The withdraw record, newest first; status -1 or absent is all.')
export type WithdrawListBody = Static<typeof WithdrawListBody>
export const WithdrawList = paged(WithdrawOrder)
export type WithdrawList = Static<typeof WithdrawList>

export const WaitAudit = Type.Object({ total: Type.Integer({ minimum: 0 }) })
export type WaitAudit = Static<typeof WaitAudit>

export const CancelBody = body({ order_id: field('order_id') })
export type CancelBody = Static<typeof CancelBody>
export const CancelResult = Type.Object({ order: WithdrawOrder, refunded: Minor })
export type CancelResult = Static<typeof CancelResult>

export const ComplainBody = body(
  { order_id: field('order_id') },
  'The player has not received a dealer\'s remitted payout: within 48 hours of the remit the dealer\'s order is ' +
    'frozen for the platform\'s review.'
)
export type ComplainBody = Static<typeof ComplainBody>
export const ComplainResult = Type.Object({ order: WithdrawOrder })
export type ComplainResult = Static<typeof ComplainResult>

export const BoundAccount = Type.Object({
  account_id: Type.String(),
  type: PayoutType,
  masked: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('bound'), Type.Literal('rejected')]),
  is_default: Type.Boolean()
})
export type BoundAccount = Static<typeof BoundAccount>
export const BoundList = Type.Object({ items: Type.Array(BoundAccount) })
export type BoundList = Static<typeof BoundList>

export const BindPaytmBody = body({ paytm_id: field('paytm_id'), name: field('name') })
export type BindPaytmBody = Static<typeof BindPaytmBody>

export const UpiAccountBody = body({
  upi_id: field('upi_id'),
  name: field('name'),
  phone: field('phone'),
  email: field('email')
})
export type UpiAccountBody = Static<typeof UpiAccountBody>

export const UpiWithPanBody = body({
  upi_id: field('upi_id'), name: field('name'), phone: field('phone'), email: field('email'),
  pan_number: field('pan_number'), pan_photo_url: field('pan_photo_url')
})
export type UpiWithPanBody = Static<typeof UpiWithPanBody>

export const BankAccountBody = body({
  bank_account: field('bank_account'), name: field('name'), ifsc: Type.Optional(field('ifsc')),
  phone: field('phone'), email: field('email'),
  bank_name: Type.Optional(field('bank_name')), branch: Type.Optional(field('branch')),
  location: Type.Optional(field('location'))
}, 'A bank card; IFSC is required in India, bank name in Indonesia.')
export type BankAccountBody = Static<typeof BankAccountBody>

export const UniversalBody = body({
  type: UniversalType,
  wallet_id: Type.Optional(field('wallet_id')),
  account_no: Type.Optional(field('account_no')),
  name: Type.Optional(field('name')),
  card_type: Type.Optional(PixCardType),
  phone: Type.Optional(field(
    'pix_phone',
    {
      description: 'Pix phone key, sent upstream as area code and number (11 digits); "(11) 98765-4321" and "+55 11 ' +
        '98765-4321" are accepted and normalised'
    }
  )),
  email: Type.Optional(field('email')),
  evp: Type.Optional(field(
    'evp',
    {
      description: 'Pix random key, sent upstream as 32 characters in lower case; the UUID form banks show ' +
        '(8-4-4-4-12 with dashes, any case) is accepted and normalised'
    }
  )),
  cpf: Type.Optional(field(
    'cpf',
    {
      description: 'CPF, sent upstream as 11 digits; "123.456.789-09" is accepted and normalised; wrong check digits ' +
        'are refused'
    }
  ))
}, 'GoPay/OVO/Dana take wallet_id; bKash/Nagad take account_no; Pix takes card_type, its key, cpf and name.')
export type UniversalBody = Static<typeof UniversalBody>

export const UniversalGetBody = body({ type: UniversalType })
export type UniversalGetBody = Static<typeof UniversalGetBody>

export const AccountStatus = Type.Union([Type.Literal('none'), Type.Literal('bound'), Type.Literal('rejected')])

export const UpiAccount = Type.Object({
  status: AccountStatus, account_id: Type.String(), upi_id: Type.String(), name: Type.String(), phone: Type.String(),
  email: Type.String(),
  pan_number: Type.String()
})
export type UpiAccount = Static<typeof UpiAccount>

export const BankAccount = Type.Object({
  status: AccountStatus, account_id: Type.String(), bank_account: Type.String(), name: Type.String(),
  ifsc: Type.String(),
  phone: Type.String(), email: Type.String(), bank_name: Type.String(), branch: Type.String(), location: Type.String()
})
export type BankAccount = Static<typeof BankAccount>

export const UniversalAccount = Type.Object({
  status: AccountStatus, account_id: Type.String(), type: UniversalType, wallet_id: Type.String(),
  account_no: Type.String(), name: Type.String(),
  card_type: Type.String(), phone: Type.String(), email: Type.String(), evp: Type.String(), cpf: Type.String()
})
export type UniversalAccount = Static<typeof UniversalAccount>

export const PanOcr = Type.Object({ pan_number: Type.String(), name: Type.String(), photo_url: Type.String() })
export type PanOcr = Static<typeof PanOcr>

export const UploadFields = body({ user_id: Type.Optional(field('user_id')), server_name: Type.Optional(ShortText) })
export type UploadFields = Static<typeof UploadFields>
