// Chips-shop rewards: progress towards each, claim the reached ones, a dialog with what was claimed.
import { useEffect, useState } from 'react'
import { getDefaultStore } from 'jotai'
import type { RechargeAct } from '../../../../shared/schemas/recharge.js'
import { money } from '../../lib/format.js'
import { refreshAtom } from '../../lib/session.js'
import { showToast } from '../../lib/toast.js'
import { t } from '../../lib/i18n.js'
import { ActionButton } from '../../components/button.js'
import { Dialog } from '../../components/dialog.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { step } from './analytics.js'
import { claimReward, useRewards } from './api.js'

type Activity = RechargeAct['items'][number]

function RewardRow ({ a, onClaim }: { a: Activity, onClaim: (id: number) => Promise<void> }) {
  const percent = a.target > 0 ? Math.round((a.progress / a.target) * 100) : 100
  const progress = t('recharge.reward_progress', { progress: money(a.progress), target: money(a.target) })
  return (
    <li className='reward' data-testid={`reward-${a.activity_id}`}>
      <div className='reward-body'>
        <div>{a.title}</div>
        <div className='muted'>{t('recharge.reward_value', { amount: money(a.reward) })}</div>
        <div
          className='progress'
          role='progressbar'
          aria-label={a.title}
          aria-valuemin={0}
          aria-valuemax={a.target}
          aria-valuenow={a.progress}
          aria-valuetext={progress}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <div className='muted'>{progress}</div>
      </div>
      {a.status === 1
        ? (
          <ActionButton
            onAction={async () => { await onClaim(a.activity_id) }}
            aria-label={t('recharge.claim_of', { title: a.title })}
          >
            {t('recharge.claim')}
          </ActionButton>
          )
        : (
          <span className={`badge${a.status === 2 ? '' : ' warn'}`}>
            {a.status === 2 ? t('recharge.claimed') : t('recharge.in_progress')}
          </span>
          )}
    </li>
  )
}

export function Rewards ({ refresh }: { refresh: number }) {
  const loaded = useRewards(refresh)
  const [items, setItems] = useState<Activity[] | null>(null)
  const [claimed, setClaimed] = useState(0)
  const data = loaded.state === 'ready' ? loaded.data : null
  // A claim answers with the new list; a (re)load replaces it.
  useEffect(() => { setItems(data?.items ?? null) }, [data])

  const claim = async (id: number) => {
    const result = await claimReward(id)
    if (!result.ok) { step('error', { step: 'reward_claim', code: result.code }); return }
    setItems(result.data.items)
    step('reward_claimed', { activity_id: id, amount: result.data.claimed })
    if (result.data.claimed > 0) {
      setClaimed(result.data.claimed)
      getDefaultStore().set(refreshAtom, n => n + 1)
    } else {
      showToast(t('recharge.reward_not_ready'), 'info')
    }
  }

  return (
    <section className='card' aria-labelledby='rewards-title' data-testid='rewards'>
      <h2 id='rewards-title'>{t('recharge.rewards_title')}</h2>
      {loaded.state === 'loading' ? <Loading reserve='23rem' /> : null}
      {loaded.state === 'failed' ? <LoadFailed failure={loaded.failure} onRetry={loaded.retry} /> : null}
      {items !== null
        ? items.length === 0
          ? <NoData />
          : <ul className='list'>{items.map(a => <RewardRow key={a.activity_id} a={a} onClaim={claim} />)}</ul>
        : null}
      <Dialog
        open={claimed > 0}
        title={t('recharge.reward_dialog_title')}
        onClose={() => { setClaimed(0) }}
        actions={<button type='button' className='button' onClick={() => { setClaimed(0) }}>{t('common.ok')}</button>}
      >
        <p data-testid='reward-claimed'>{t('recharge.reward_dialog_text', { amount: money(claimed) })}</p>
      </Dialog>
    </section>
  )
}
