import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { Transactions } from '../../features/asset/transactions.js'

export default function TransactionsScreen () {
  return <Page title={t('asset.transactions')}><Transactions /></Page>
}
