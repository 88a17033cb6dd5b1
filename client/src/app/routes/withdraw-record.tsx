import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { WithdrawRecord } from '../../features/withdraw/record/withdraw-record.js'

export default function WithdrawRecordScreen () {
  return (
    <Page title={t('withdraw.record_title')}>
      <WithdrawRecord />
    </Page>
  )
}
