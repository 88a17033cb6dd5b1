import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { WithdrawOption } from '../../features/withdraw/option/withdraw-option.js'
import { paths } from '../paths.js'

export default function WithdrawOptionScreen () {
  return (
    <Page title={t('withdraw.title')}>
      <WithdrawOption
        rechargeHref={paths.rechargeAmount.getHref()}
        bindHref={paths.withdrawBind.getHref}
        recordHref={paths.withdrawRecord.getHref()}
        balanceHref={paths.assetDetail.getHref()}
      />
    </Page>
  )
}
