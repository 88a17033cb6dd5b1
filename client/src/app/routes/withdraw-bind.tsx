import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { WithdrawBind } from '../../features/withdraw/bind/withdraw-bind.js'
import { paths } from '../paths.js'

export default function WithdrawBindRoute () {
  const { type = '' } = useParams<{ type: string }>()
  return (
    <Page title={t('withdraw.bind_title')}>
      <WithdrawBind type={type} withdrawHref={paths.withdrawOption.getHref()} />
    </Page>
  )
}
