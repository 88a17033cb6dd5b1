// My account: what the dealer has to sell and at what price, before a sale.
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'
import { Dialog } from '../../../components/dialog.js'
import { Money } from '../../../components/money.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'

export function AccountDialog ({ info, onClose }: { info: DealerInfo, onClose: () => void }) {
  return (
    <Dialog
      open
      title={t('dealer.account_title')}
      onClose={onClose}
      actions={<button type='button' className='button' onClick={onClose}>{t('common.close')}</button>}
    >
      <dl className='facts' data-testid='account-dialog'>
        <div><dt>{t('dealer.nickname')}</dt><dd>{info.nickname}</dd></div>
        <div><dt>{t('dealer.uid')}</dt><dd dir='ltr'>{info.user_id}</dd></div>
        <div>
          <dt>{t('dealer.coins_available')}</dt>
          <dd data-testid='account-coins'>{count(info.coins_available)}</dd>
        </div>
        <div><dt>{t('dealer.coins_sold')}</dt><dd>{count(info.coins_sold)}</dd></div>
        <div><dt>{t('dealer.price_per_100')}</dt><dd><Money minor={info.price} /></dd></div>
        <div><dt>{t('dealer.whatsapp')}</dt><dd dir='ltr'>{info.whatsapp === '' ? '—' : info.whatsapp}</dd></div>
        <div><dt>{t('dealer.min_sale')}</dt><dd>{count(info.min_transfer)}</dd></div>
      </dl>
    </Dialog>
  )
}
