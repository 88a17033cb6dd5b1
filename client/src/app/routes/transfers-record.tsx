import { Link } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { TransfersRecord } from '../../features/transfer/transfers-record.js'
import { paths, type ScreenProps } from '../paths.js'

const newTransfer = paths.userTransfer.getHref()

export default function TransfersRecordRoute ({ title }: ScreenProps) {
  return (
    <Page title={title} actions={<Link href={newTransfer} className='header-link'>{t('transfer.new_short')}</Link>}>
      <TransfersRecord />
    </Page>
  )
}
