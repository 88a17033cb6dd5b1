// /pay/centeruser: followers, with the dealer's profile and price.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { CentreUser } from '../../features/dealer/followers/centre-user.js'
import { paths } from '../paths.js'

export default function Followers () {
  return (
    <Page title={t('dealer.followers_title')}>
      <CentreUser sellHref={paths.payTransCash.getHref} />
    </Page>
  )
}
