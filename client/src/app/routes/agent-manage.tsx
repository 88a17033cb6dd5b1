// /agent-transfer/agent-manage: the dealer's manage centre (login and dealer gates are the router's).
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { AgentManage } from '../../features/dealer/account/agent-manage.js'
import { paths } from '../paths.js'

export default function AgentManageRoute () {
  return (
    <Page title={t('dealer.centre_title')}>
      <AgentManage
        hrefs={{
          payOut: paths.payOut.getHref(),
          payRoll: paths.payRoll.getHref(),
          sell: paths.payTransCash.getHref(),
          transfers: paths.payTransList.getHref(),
          data: paths.payCenterData.getHref(),
          followers: paths.payCenterUser.getHref()
        }}
      />
    </Page>
  )
}
