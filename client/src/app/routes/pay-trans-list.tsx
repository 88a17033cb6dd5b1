// /pay/translist: the dealer's coin record and action log.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayTransList } from '../../features/dealer/records/pay-trans-list.js'
import { paths } from '../paths.js'

export default function PayTransListRoute () {
  return (
    <Page title={t('dealer.transfers_title')}>
      <PayTransList sellHref={paths.payTransCash.getHref} />
    </Page>
  )
}
