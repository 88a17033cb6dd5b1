import { Link } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { paths } from '../paths.js'

export default function NotFound () {
  return (
    <Page title={t('notfound.title')}>
      <div className='state' data-testid='not-found'>
        <p className='state-title'>{t('notfound.apology')}</p>
        <Link href={paths.assetDetail.getHref()} className='button'>{t('notfound.home')}</Link>
      </div>
    </Page>
  )
}
