// An amount box that says what it understood ("You entered R$ 10,50") as the player types, so a Brazilian's
// "10,50" is seen to be ten reais fifty before anything is confirmed.
import type { ComponentProps } from 'react'
import { Field } from '../components/field.js'
import { money } from '../lib/format.js'
import { readMoney } from './amount-input.js'
import { t } from '../lib/i18n.js'

type Props = Omit<ComponentProps<typeof Field>, 'inputMode'>

export function AmountField ({ id, value, ...rest }: Props & { id: string }) {
  const read = readMoney(value)
  return (
    <>
      <Field id={id} value={value} inputMode='decimal' autoComplete='off' {...rest} />
      <p className='amount-understood muted' aria-live='polite' data-testid={`${id}-understood`}>
        {read.ok ? t('amount.understood', { amount: money(read.minor) }) : ''}
      </p>
    </>
  )
}
