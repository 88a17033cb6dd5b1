import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { AssetTransactions } from '../../features/asset/asset-transactions.js'

export default function AssetTransactionsRoute () {
  return <Page title={t('asset.transactions')}><AssetTransactions /></Page>
}
