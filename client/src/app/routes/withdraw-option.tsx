import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { WithdrawOption } from '../../features/withdraw/option/withdraw-option.js'
import { link } from '../paths.js'

export default function WithdrawOptionScreen () {
  return (
    <Page title={t('withdraw.title')}>
      <WithdrawOption
        rechargeHref={link.rechargeAmount()}
        bindHref={link.withdrawBind}
        recordHref={link.withdrawRecord()}
        balanceHref={link.assetDetail()}
      />
    </Page>
  )
}
