// /agent-transfer/agent-manage: the dealer's manage centre (login and dealer gates are the router's).
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { ManageHome } from '../../features/dealer/account/manage-home.js'
import { link } from '../paths.js'

export default function DealerManage () {
  return (
    <Page title={t('dealer.centre_title')}>
      <ManageHome
        hrefs={{
          payOut: link.payOut(),
          payRoll: link.payRoll(),
          sell: link.payTransCash(),
          transfers: link.payTransList(),
          data: link.payCenterData(),
          followers: link.payCenterUser()
        }}
      />
    </Page>
  )
}
