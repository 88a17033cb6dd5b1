// The withdrawal methods' bind forms (/withdraw/bind/<type>: bank, UPI, Paytm, Pix, e-wallets): their fields
// (`#wd-f-<name>`) and their submit button.
import { byTestId } from './select.js'

export const bindForm = {
  submitButton: byTestId('wd-bind-submit'),
  /** A field's input by its field name ('name', 'email', 'phone', 'cpf', 'evp', ...). */
  field: (name: string): string => `#wd-f-${name}`
}
