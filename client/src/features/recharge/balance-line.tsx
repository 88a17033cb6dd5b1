// The current balance above the amount choice.
import { useAtomValue } from 'jotai'
import { useAssetInfo } from '../../domain/asset-info.js'
import { refreshAtom } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'
import { Money } from '../../components/money.js'
import { money } from '../../lib/format.js'
import { Placeholder } from '../../components/screen-states.js'

export function BalanceLine () {
  const refresh = useAtomValue(refreshAtom)
  const asset = useAssetInfo([refresh])
  // The bonus has a line of its own, kept when there is none: beside the amount it wrapped or not by the
  // amount's length and the language, and the chips below moved when the answer came.
  return (
    <section className='card balance-line' aria-labelledby='recharge-balance' data-testid='recharge-balance'>
      <h2 id='recharge-balance' className='muted'>{t('recharge.current_balance')}</h2>
      {asset.state === 'ready'
        ? (
          <>
            <p><Money minor={asset.data.amount} className='balance-now' /></p>
            <p className='muted bonus-slot'>
              {asset.data.bonus > 0 ? t('recharge.bonus_balance', { amount: money(asset.data.bonus) }) : ''}
            </p>
          </>)
        : asset.state === 'failed'
          ? (
            <p className='muted'>
              {t('common.load_failed')}{' '}
              <button type='button' className='link-button' onClick={asset.retry}>{t('common.retry')}</button>
            </p>
            )
          : (
            <>
              <p aria-busy='true'><span className='balance-now'><Placeholder wide /></span></p>
              <p className='muted bonus-slot' />
            </>)}
    </section>
  )
}
