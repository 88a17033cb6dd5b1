// The confirmations of what changes a follower: block or unblock, and migrating to another agent of the
// region (picked from the agency list, or typed).
import { useEffect, useState } from 'react'
import type { Follower } from '../../../../../shared/schemas/dealer.js'
import type { AgencyItem } from '../../../../../shared/schemas/transfer.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { Field } from '../../../components/field.js'
import { t } from '../../../lib/i18n.js'
import { agencies } from '../api.js'

/** The agent id rule of the migrate call: letters, digits, _ and -. */
const AGENT_ID = /^[A-Za-z0-9_-]{1,64}$/

export function BlockDialog ({ follower, onConfirm, onClose }: {
  follower: Follower
  onConfirm: () => Promise<void>
  onClose: () => void
}) {
  const blocking = follower.status === 'active'
  return (
    <Dialog
      open
      title={t(blocking ? 'dealer.block_title' : 'dealer.unblock_title')}
      onClose={onClose}
      actions={
        <>
          <button type='button' className='button secondary' onClick={onClose}>{t('common.cancel')}</button>
          <ActionButton variant={blocking ? 'danger' : 'primary'} onAction={onConfirm} data-testid='block-confirm'>
            {t(blocking ? 'dealer.block' : 'dealer.unblock')}
          </ActionButton>
        </>
      }
    >
      <p>{t('dealer.follower_line', { name: follower.name, user: follower.user_id })}</p>
      <p className='muted'>{t(blocking ? 'dealer.block_text' : 'dealer.unblock_text')}</p>
    </Dialog>
  )
}

interface MigrateProps {
  follower: Follower
  /** The dealer's own id: not a target. */
  me: string
  onConfirm: (agentId: string) => Promise<void>
  onClose: () => void
}

export function MigrateDialog ({ follower, me, onConfirm, onClose }: MigrateProps) {
  const [agents, setAgents] = useState<AgencyItem[] | null>(null)
  const [agentId, setAgentId] = useState('')
  const [tried, setTried] = useState(false)
  useEffect(() => {
    const c = new AbortController()
    void agencies(c.signal).then(r => {
      if (!c.signal.aborted) setAgents(r.ok ? r.data.items.filter(a => a.agent_id !== me) : [])
    })
    return () => { c.abort() }
  }, [me])
  const id = agentId.trim()
  const field = t('field.to_agent_id')
  const problem = id === ''
    ? t('error.required', { field })
    : AGENT_ID.test(id) ? null : t('error.invalid', { field })
  const chosen = agents?.find(a => a.agent_id === id) ?? null
  const submit = async () => {
    setTried(true)
    if (problem !== null) { document.getElementById('migrate-agent')?.focus(); return }
    await onConfirm(id)
  }
  return (
    <Dialog
      open
      title={t('dealer.migrate_title')}
      onClose={onClose}
      actions={
        <>
          <button type='button' className='button secondary' onClick={onClose}>{t('common.cancel')}</button>
          <ActionButton onAction={submit} data-testid='migrate-confirm'>{t('dealer.migrate')}</ActionButton>
        </>
      }
    >
      <p>{t('dealer.follower_line', { name: follower.name, user: follower.user_id })}</p>
      <div className='form-stack'>
        <div className='field'>
          <label htmlFor='migrate-pick'>{t('dealer.pick_agent')}</label>
          <select
            id='migrate-pick'
            value={chosen === null ? '' : chosen.agent_id}
            onChange={e => { if (e.target.value !== '') setAgentId(e.target.value) }}
            data-testid='migrate-pick'
          >
            <option value=''>{agents === null ? t('common.loading') : t('dealer.pick_none')}</option>
            {(agents ?? []).map(a => <option key={a.agent_id} value={a.agent_id}>{a.nickname} · {a.agent_id}</option>)}
          </select>
        </div>
        <Field
          id='migrate-agent'
          label={t('dealer.agent_id')}
          value={agentId}
          onChange={setAgentId}
          error={tried ? problem : null}
          autoComplete='off'
          aria-required
          data-testid='migrate-agent'
        />
        <p className='notice'>{t('dealer.migrate_text')}</p>
      </div>
    </Dialog>
  )
}
