import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { RechargeNotice } from '../../features/recharge/recharge-notice.js'

export default function RechargeNoticeRoute () {
  return <Page title={t('recharge.notice_title')}><RechargeNotice /></Page>
}
