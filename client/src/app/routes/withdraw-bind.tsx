import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { BindScreen } from '../../features/withdraw/bind/bind-screen.js'
import { paths } from '../paths.js'

export default function WithdrawBindScreen () {
  const { type = '' } = useParams<{ type: string }>()
  return (
    <Page title={t('withdraw.bind_title')}>
      <BindScreen type={type} withdrawHref={paths.withdrawOption.getHref()} />
    </Page>
  )
}
