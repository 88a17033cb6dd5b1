// /pay/centeruser: followers, with the dealer's profile and price.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { CentreUser } from '../../features/dealer/followers/centre-user.js'
import { link } from '../paths.js'

export default function PayCenterUser () {
  return (
    <Page title={t('dealer.followers_title')}>
      <CentreUser sellHref={link.payTransCash} />
    </Page>
  )
}
