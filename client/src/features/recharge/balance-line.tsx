// The current balance above the amount choice.
import { useAtomValue } from 'jotai'
import { useAssetInfo } from '../../lib/asset-info.js'
import { refreshAtom } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'
import { Money } from '../../components/money.js'
import { money } from '../../lib/format.js'
import { Placeholder } from '../../components/views.js'

export function BalanceLine () {
  const refresh = useAtomValue(refreshAtom)
  const asset = useAssetInfo([refresh])
  return (
    <section className='card balance-line' aria-labelledby='recharge-balance' data-testid='recharge-balance'>
      <h2 id='recharge-balance' className='muted'>{t('recharge.current_balance')}</h2>
      {asset.state === 'ready'
        ? (
          <p>
            <Money minor={asset.data.amount} className='balance-now' />
            {asset.data.bonus > 0 ? <span className='muted'> · {t('recharge.bonus_balance', { amount: money(asset.data.bonus) })}</span> : null}
          </p>)
        : asset.state === 'failed'
          ? <p className='muted'>{t('common.load_failed')} <button type='button' className='link-button' onClick={asset.retry}>{t('common.retry')}</button></p>
          : <p aria-busy='true'><span className='balance-now'><Placeholder wide /></span></p>}
    </section>
  )
}
