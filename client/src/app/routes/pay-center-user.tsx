// /pay/centeruser: followers, with the dealer's profile and price.
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { PayCenterUser } from '../../features/dealer/followers/pay-center-user.js'
import { paths } from '../paths.js'

export default function PayCenterUserRoute () {
  return (
    <Page title={t('dealer.followers_title')}>
      <PayCenterUser sellHref={paths.payTransCash.getHref} />
    </Page>
  )
}
