// The dealer's followers: add one by user ID, filter by status, and per follower only the changes
// FOLLOWER_TRANSITIONS allows (block an active one, unblock a blocked one, migrate an active one), each
// confirmed. Paged: first page kept, later pages appended; read again from the first page after a change.
import { useCallback, useState } from 'react'
import { Link } from 'wouter'
import type { DealerInfo, Follower } from '../../../../../shared/schemas/dealer.js'
import { FOLLOWER_STATUSES, followerActionAllowed, type FollowerStatus } from '../../../../../shared/rules/dealer.js'
import { ActionButton } from '../../../components/button.js'
import { Field } from '../../../components/field.js'
import { PagedFooter } from '../../../components/paged-footer.js'
import { LoadFailed, Loading, NoData } from '../../../components/screen-states.js'
import { track } from '../../../lib/analytics.js'
import { canonical, refusal } from '../../../lib/field-check.js'
import { count, dateOnly } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { showToast } from '../../../lib/toast.js'
import { usePaged } from '../../../lib/use-paged.js'
import { addFollower, blockFollower, followerPages, migrateFollower } from '../api.js'
import { BlockDialog, MigrateDialog } from './follower-dialogs.js'

interface Props {
  info: DealerInfo
  sellHref: (userId: string) => string
  /** A follower was added, blocked, unblocked or migrated: the dealer's counts changed. */
  onChanged: () => void
}

export function Followers ({ info, sellHref, onChanged }: Props) {
  const [status, setStatus] = useState<FollowerStatus | 'all'>('all')
  const [round, setRound] = useState(0)
  const [dialog, setDialog] = useState<{ kind: 'block' | 'migrate', follower: Follower } | null>(null)
  const list = usePaged(followerPages(status), [status, round])
  const close = useCallback(() => { setDialog(null) }, [])
  const changed = () => { setRound(r => r + 1); onChanged() }

  const block = async (follower: Follower) => {
    const blocked = follower.status === 'active'
    const action = blocked ? 'block' : 'unblock'
    track('dealer', `follower_${action}`, { user_id: follower.user_id })
    const result = await blockFollower(follower.user_id, blocked)
    setDialog(null)
    if (result.ok) {
      track('dealer', `follower_${action}_success`, { user_id: follower.user_id })
      showToast(t(blocked ? 'dealer.blocked_toast' : 'dealer.unblocked_toast', { name: follower.name }), 'success')
    } else {
      track('dealer', `follower_${action}_failed`, {
        user_id: follower.user_id,
        code: result.code,
        status: result.status
      })
    }
    changed()
  }

  const migrate = async (follower: Follower, agentId: string) => {
    track('dealer', 'follower_migrate', { user_id: follower.user_id, to: agentId })
    const result = await migrateFollower(follower.user_id, agentId)
    if (!result.ok) {
      // Not found, or blocked meanwhile: the api client said why; the dialog stays for another choice.
      track('dealer', 'follower_migrate_failed', {
        user_id: follower.user_id,
        code: result.code,
        status: result.status
      })
      return
    }
    setDialog(null)
    track('dealer', 'follower_migrate_success', { user_id: follower.user_id, to: result.data.to_agent_id })
    showToast(t('dealer.migrated_toast', { name: follower.name, agent: result.data.to_nickname }), 'success')
    changed()
  }

  return (
    <>
      <AddFollower onAdded={changed} />
      <section className='card' aria-labelledby='followers-title'>
        <h2 id='followers-title'>{t('dealer.followers_title')}</h2>
        <p className='muted' data-testid='followers-counts'>
          {t('dealer.followers_count', { active: count(info.followers), blocked: count(info.blocked) })}
        </p>
        <div className='chips' role='group' aria-label={t('dealer.follower_filter')}>
          {(['all', ...FOLLOWER_STATUSES] as const).map(s => (
            <button
              key={s}
              type='button'
              className='chip'
              aria-pressed={status === s}
              data-testid={`followers-${s}`}
              onClick={() => { setStatus(s) }}
            >
              {t(`dealer.follower_status.${s}`)}
            </button>
          ))}
        </div>
        {list.state === 'loading' ? <Loading reserve='130rem' /> : null}
        {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
        {list.state !== 'loading' && list.state !== 'failed'
          ? list.items.length === 0
            ? <NoData />
            : (
              <ul className='dealer-followers' data-testid='follower-list'>
                {list.items.map(f => (
                  <FollowerRow
                    key={f.user_id}
                    follower={f}
                    sellHref={sellHref(f.user_id)}
                    onBlock={() => { setDialog({ kind: 'block', follower: f }) }}
                    onMigrate={() => { setDialog({ kind: 'migrate', follower: f }) }}
                  />
                ))}
              </ul>
              )
          : null}
        <PagedFooter list={list} />
      </section>
      {dialog?.kind === 'block'
        ? (
          <BlockDialog
            follower={dialog.follower}
            onConfirm={async () => { await block(dialog.follower) }}
            onClose={close}
          />
          )
        : null}
      {dialog?.kind === 'migrate'
        ? (
          <MigrateDialog
            follower={dialog.follower}
            me={info.user_id}
            onConfirm={async id => { await migrate(dialog.follower, id) }}
            onClose={close}
          />
          )
        : null}
    </>
  )
}

function FollowerRow ({ follower: f, sellHref, onBlock, onMigrate }: {
  follower: Follower
  sellHref: string
  onBlock: () => void
  onMigrate: () => void
}) {
  const active = f.status === 'active'
  return (
    <li className='dealer-follower' data-testid={`follower-${f.user_id}`}>
      <div className='dealer-order-head'>
        <span className='row-main'>
          <span className='row-title'>{f.name}</span>
          <span className='muted'>{t('dealer.uid')} <span dir='ltr'>{f.user_id}</span></span>
        </span>
        <span className='dealer-badges'>
          <span className={`badge${active ? '' : ' bad'}`} data-testid='follower-status'>
            {t(`dealer.follower_status.${f.status}`)}
          </span>
          {f.source === 'migrated' ? <span className='badge'>{t('dealer.source_migrated')}</span> : null}
        </span>
      </div>
      <p className='muted dealer-follower-facts'>
        {t('dealer.bought', { coins: count(f.coins_bought) })}
        {' · '}
        {f.last_buy_at > 0 ? t('dealer.last_buy', { date: dateOnly(f.last_buy_at) }) : t('dealer.never_bought')}
      </p>
      <div className='actions-row'>
        {active
          ? <Link href={sellHref} className='link-button' data-testid='follower-sell'>{t('dealer.sell_short')}</Link>
          : null}
        {followerActionAllowed(active ? 'block' : 'unblock', f.status)
          ? (
            <button type='button' className='button secondary' onClick={onBlock} data-testid='follower-block'>
              {t(active ? 'dealer.block' : 'dealer.unblock')}
            </button>
            )
          : null}
        {followerActionAllowed('migrate', f.status)
          ? (
            <button type='button' className='button secondary' onClick={onMigrate} data-testid='follower-migrate'>
              {t('dealer.migrate')}
            </button>
            )
          : null}
      </div>
    </li>
  )
}

function AddFollower ({ onAdded }: { onAdded: () => void }) {
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const userId = canonical('user_id', text)
  const problem = userId === ''
    ? t('error.required', { field: t('field.user_id') })
    : refusal('user_id', userId, t('field.user_id'))
  const submit = async () => {
    setTried(true)
    if (problem !== null) { document.getElementById('follower-add')?.focus(); return }
    track('dealer', 'follower_add', { user_id: userId })
    const result = await addFollower(userId)
    if (!result.ok) {
      track('dealer', 'follower_add_failed', { user_id: userId, code: result.code, status: result.status })
      return
    }
    track('dealer', 'follower_add_success', { user_id: userId })
    showToast(t('dealer.added_toast', { name: result.data.name }), 'success')
    setText('')
    setTried(false)
    onAdded()
  }
  return (
    <section className='card' aria-labelledby='follower-add-title'>
      <h2 id='follower-add-title'>{t('dealer.add_title')}</h2>
      <form noValidate className='form-stack' onSubmit={e => { e.preventDefault() }}>
        <Field
          id='follower-add'
          label={t('dealer.follower_id')}
          value={text}
          onChange={setText}
          error={tried ? problem : null}
          hint={t('dealer.user_id_rule')}
          inputMode='numeric'
          autoComplete='off'
          aria-required
          data-testid='follower-add'
        />
        <ActionButton type='submit' className='block' onAction={submit} data-testid='follower-add-submit'>
          {t('dealer.add_action')}
        </ActionButton>
      </form>
    </section>
  )
}
