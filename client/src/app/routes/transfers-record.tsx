import { Link } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { TransfersRecord } from '../../features/transfer/transfers-record.js'
import { paths } from '../paths.js'

export default function TransfersRecordRoute () {
  return (
    <Page title={t('transfer.record_title')} actions={<Link href={paths.userTransfer.getHref()} className='header-link'>{t('transfer.new_short')}</Link>}>
      <TransfersRecord />
    </Page>
  )
}
