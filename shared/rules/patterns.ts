// Every field pattern, written once (docs/API.md "Field rules"). JSON schemas use `.source` (ajv compiles them with
// the u flag), forms and the gateway's regional checks use the RegExp itself.
import type { Region } from '../regions.js'

/**
 * A person's name as it stands on a bank or ID card: words of letters (any script, with their marks) joined
 * by one space, a dot ("S. Kumar", "Md. Rahim"), an apostrophe (' or ’: "D'Souza", "Sant'Anna") or a
 * hyphen ("Jean-Paul"); a dot may end it ("Anthony D'Souza Jr."). No digits, no other symbols.
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:\. ?| |['’-])\p{L}[\p{L}\p{M}]*)*\.?$/u
export const NAME_MAX = 100
/** The lenient e-mail variant, for stored contact details. */
export const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/
/** The strict e-mail variant, for the payment contact form. */
export const EMAIL_STRICT = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
export const EMAIL_MAX = 100

export const PHONE: Record<Region, RegExp> = {
  IN: /^[6-9]\d{9}$/,
  ID: /^(?:0|62)?\d{8,12}$/,
  BR: /^\+55\d{11}$/,
  BD: /^0?1[3-9]\d{8}$/
}
/** A phone valid in some region; the gateway then checks the page's region. */
export const PHONE_ANY = /^(?:[6-9]\d{9}|(?:0|62)?\d{8,12}|\+55\d{11}|0?1[3-9]\d{8})$/

export const IFSC_IN = /^[A-Z]{4}0[A-Z0-9]{6}$/
export const IFSC_ANY = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/

export const BANK_ACCOUNT_ANY = /^[A-Za-z0-9]{9,18}$/
/** India: 9-18 alphanumerics of which at least 6 are digits. */
export const BANK_ACCOUNT_IN = /^(?=(?:[A-Za-z]*\d){6})[A-Za-z0-9]{9,18}$/
/** India: letters and spaces, starting and ending with a letter. */
export const BANK_NAME_IN = /^[A-Za-z](?:[A-Za-z ]*[A-Za-z])?$/
export const BANK_NAME_ANY = /^[\p{L}\p{M}](?:[\p{L}\p{M}\d .&'-]*[\p{L}\p{M}\d.])?$/u
export const FREE_TEXT_MAX = 200

export const UPI_ID = /^[\w.-]+@[A-Za-z]+$/
export const UPI_MAX = 100
/** A PAN: 5 letters, 4 digits, a letter; the fourth letter is the holder type (P for a person, C a company...). */
export const PAN_NUMBER = /^[A-Z]{5}\d{4}[A-Z]$/
/** An individual's own PAN: the fourth letter is P. */
export const PAN_INDIVIDUAL = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/

/** GoPay, OVO and Dana wallet ids: 0 then 8-12 digits. */
export const WALLET_ID = /^0\d{8,12}$/
/** bKash and Nagad account numbers: a Bangladeshi mobile number. */
export const BD_WALLET = /^01[3-9]\d{8}$/
/** A Paytm id is the Indian mobile number registered with Paytm. */
export const PAYTM_ID = PHONE.IN

/** A Pix phone key as the upstream takes it: area code and number, 11 digits. */
export const PIX_PHONE = /^\d{11}$/
/** A Pix random key (EVP) as the upstream takes it: 32 letters and digits; banks show it as a UUID with dashes. */
export const PIX_EVP = /^[A-Za-z0-9]{32}$/
/** The random key as banks print it: a UUID, 8-4-4-4-12 hex digits, any case. */
export const PIX_EVP_UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/
/** A CPF as the upstream takes it: 11 digits (printed as 123.456.789-09); check digits by cpf.ts. */
export const CPF = /^\d{11}$/

/** A game account id (user id): 8 digits. */
export const GAME_ACCOUNT = /^\d{8}$/
export const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/
export const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/
/** A calendar date, YYYY-MM-DD (a date of birth). */
export const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/
/** An upload reference returned by the upstream's upload calls. */
export const FILE_URL = /^https?:\/\/[^\s]{1,500}$/

/** India: the UTR of an IMPS or UPI payment is 12 digits; of NEFT or RTGS, 16 to 22 letters and digits. */
export const UTR_IN = /^(?:\d{12}|[A-Za-z0-9]{16,22})$/
/** Bangladesh: the transaction id (TrxID) of a bKash or Nagad payment, 8 to 12 letters and digits. */
export const TRX_ID_BD = /^[A-Za-z0-9]{8,12}$/
/** A payment reference valid in some region; the gateway then checks the page's region. */
export const UTR_ANY = /^(?:[A-Za-z0-9]{8,12}|[A-Za-z0-9]{16,22})$/
/** The UTR of a UPI (or IMPS) payment: 12 digits. */
export const UTR_UPI = /^\d{12}$/

/** A WhatsApp number: digits with an optional leading +, 8 to 15 of them (E.164 allows 15). */
export const WHATSAPP = /^\+?\d{8,15}$/
/** A dealer's shown name: letters, marks, digits, with inner spaces and . _ & ' -; 2 to 30 characters. */
export const NICKNAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._&'-]*[\p{L}\p{M}\p{N}.]$/u
export const NICKNAME_MAX = 30
