// /pay/translist: the dealer's coin record and action log.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { TransferList } from '../../features/dealer/records/transfer-list.js'
import { paths } from '../paths.js'

export default function DealerTransferList () {
  return (
    <Page title={t('dealer.transfers_title')}>
      <TransferList sellHref={paths.payTransCash.getHref} />
    </Page>
  )
}
