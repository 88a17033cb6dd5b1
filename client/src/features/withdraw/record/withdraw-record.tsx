// The withdrawal history: by status and month, grouped Today / Yesterday / dates, first page kept and
// later pages appended; a row opens to its details; a processing one can be cancelled.
import { useCallback, useState } from 'react'
import { useAtomValue } from 'jotai'
import type { CancelResult, WithdrawOrder } from '../../../../../shared/schemas/withdraw.js'
import { checkField } from '../../../../../shared/rules/fields.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { LoadFailed, Loading, NoData } from '../../../components/screen-states.js'
import { MonthFilter } from '../../../domain/month-filter.js'
import { runMoneyAction, type Trail } from '../../../domain/money-action/index.js'
import { money } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { refreshAtom } from '../../../lib/session.js'
import { showToast } from '../../../lib/toast.js'
import { useAssetInfo } from '../../../domain/asset-info.js'
import { usePaged } from '../../../lib/use-paged.js'
import { cancelWithdrawal, complainWithdrawal, withdrawPages } from '../api.js'
import { Withdrawable } from '../withdrawable.js'
import { groupByDay } from './group.js'
import { RecordRow } from './record-row.js'
import { FILTER_STATUSES, statusLabel } from './status.js'
import { PagedFooter } from '../../../components/paged-footer.js'

const byOrder = (order: WithdrawOrder) => ({ order_id: order.order_id })

const COMPLAINT_TRAIL: Trail<WithdrawOrder, unknown> = {
  area: 'withdraw',
  names: { confirmed: 'complaint_submitted', success: 'complaint_success', failure: 'complaint_failure' },
  details: byOrder
}

const CANCEL_TRAIL: Trail<WithdrawOrder, CancelResult> = {
  area: 'withdraw',
  names: { confirmed: 'cancel_submitted', success: 'cancel_success', failure: 'cancel_failure' },
  details: byOrder,
  success: (order, data) => ({ order_id: order.order_id, refunded: data.refunded })
}

const complainOrder = (order: WithdrawOrder) => complainWithdrawal(order.order_id)
const cancelOrder = (order: WithdrawOrder) => cancelWithdrawal(order.order_id)

function thisMonth (): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
}

export function WithdrawRecord () {
  const refresh = useAtomValue(refreshAtom)
  const [status, setStatus] = useState(-1)
  const [month, setMonth] = useState('')
  /** What the month box holds: where type=month is unsupported it is typed text, applied once it is a month. */
  const [monthText, setMonthText] = useState('')
  /** Bumped after a cancel: the list loads again from the first page. */
  const [round, setRound] = useState(0)
  const [open, setOpen] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<WithdrawOrder | null>(null)
  const [complaining, setComplaining] = useState<WithdrawOrder | null>(null)
  const list = usePaged(withdrawPages(status, month), [status, month, round, refresh])
  const asset = useAssetInfo([refresh])
  const closeCancel = useCallback(() => { setCancelling(null) }, [])
  const closeComplain = useCallback(() => { setComplaining(null) }, [])

  const complain = async () => {
    if (complaining === null) return
    const settled = await runMoneyAction(complaining, complainOrder, COMPLAINT_TRAIL)
    setComplaining(null)
    if (settled.kind === 'done') showToast(t('withdraw.complained_toast'), 'success')
    // Either way the record may have moved on (under review, or the window closed): show it as it is now.
    setRound(r => r + 1)
  }

  const cancel = async () => {
    if (cancelling === null) return
    const settled = await runMoneyAction(cancelling, cancelOrder, CANCEL_TRAIL)
    setCancelling(null)
    if (settled.kind === 'done') {
      showToast(t('withdraw.cancelled_toast', { amount: money(settled.data.refunded) }), 'success')
    }
    // Either way the record may have moved on (cancelled, or no longer cancellable): show it as it is now.
    setRound(r => r + 1)
    asset.reload()
  }

  const loaded = list.state !== 'loading' && list.state !== 'failed'
  return (
    <>
      {asset.state !== 'failed'
        ? <Withdrawable minor={asset.state === 'ready' ? asset.data.withdraw_amt : null} />
        : null}
      <div className='chips' role='group' aria-label={t('withdraw.filter_label')}>
        {[-1, ...FILTER_STATUSES].map(s => (
          <button key={s} type='button' className='chip' aria-pressed={status === s} onClick={() => { setStatus(s) }}>
            {s === -1 ? t('withdraw.filter_all') : statusLabel(s)}
          </button>
        ))}
      </div>
      <MonthFilter
        label={t('withdraw.month')}
        value={monthText}
        max={thisMonth()}
        onChange={text => {
          const v = text.trim()
          setMonthText(text)
          if (v === '' || checkField('month', v)) setMonth(v)
        }}
        clear={{
          label: t('withdraw.all_months'),
          shown: month !== '',
          onClear: () => { setMonth(''); setMonthText('') }
        }}
        testId='wd-month'
      />
      <section className='card' aria-labelledby='wd-record-title'>
        <h2 id='wd-record-title' className='wd-sr'>{t('withdraw.record_title')}</h2>
        {list.state === 'loading' ? <Loading reserve='28rem' /> : null}
        {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
        {loaded && list.items.length === 0 ? <NoData /> : null}
        {loaded && list.items.length > 0
          ? groupByDay(list.items).map(group => (
            <section key={group.key} className='wd-group' aria-label={group.title}>
              <h3 className='wd-group-title'>{group.title}</h3>
              <ul className='wd-list'>
                {group.items.map(order => (
                  <RecordRow
                    key={order.order_id}
                    order={order}
                    open={open === order.order_id}
                    onToggle={() => { setOpen(o => o === order.order_id ? null : order.order_id) }}
                    onCancel={() => { setCancelling(order) }}
                    onComplain={() => { setComplaining(order) }}
                  />
                ))}
              </ul>
            </section>
          ))
          : null}
        <PagedFooter list={list} />
      </section>
      <Dialog
        open={cancelling !== null}
        title={t('withdraw.cancel_title')}
        onClose={closeCancel}
        actions={
          <>
            <button type='button' className='button secondary' onClick={closeCancel}>
              {t('withdraw.cancel_keep')}
            </button>
            <ActionButton variant='danger' onAction={cancel} money='withdrawCancel' data-testid='wd-cancel-confirm'>
              {t('withdraw.cancel_action')}
            </ActionButton>
          </>
        }
      >
        {cancelling !== null ? <p>{t('withdraw.cancel_body', { amount: money(cancelling.amount) })}</p> : null}
      </Dialog>
      <Dialog
        open={complaining !== null}
        title={t('withdraw.complain_title')}
        onClose={closeComplain}
        actions={
          <>
            <button type='button' className='button secondary' onClick={closeComplain}>
              {t('withdraw.complain_keep')}
            </button>
            <ActionButton money='withdrawComplain' onAction={complain} data-testid='wd-complain-confirm'>
              {t('withdraw.complain_confirm')}
            </ActionButton>
          </>
        }
      >
        {complaining !== null
          ? <p>{t('withdraw.complain_body', { amount: money(complaining.amount - complaining.tax) })}</p>
          : null}
      </Dialog>
    </>
  )
}
