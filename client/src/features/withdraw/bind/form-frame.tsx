// The frame of every bind form: no native validation (the shared rules speak, in the player's language),
// Enter submits through the same guarded button.
import type { ReactNode } from 'react'
import { ActionButton } from '../../../components/button.js'
import { t } from '../../../lib/i18n.js'

export function FormFrame ({ children, onSubmit }: { children: ReactNode, onSubmit: () => Promise<void> | void }) {
  return (
    <form noValidate className='wd-form' onSubmit={e => { e.preventDefault() }}>
      {children}
      <ActionButton type='submit' className='block' onAction={onSubmit} money data-testid='wd-bind-submit'>
        {t('withdraw.bind_submit')}
      </ActionButton>
    </form>
  )
}
