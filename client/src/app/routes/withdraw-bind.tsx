import { useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { WithdrawBind } from '../../features/withdraw/bind/withdraw-bind.js'
import { paths, type ScreenProps } from '../paths.js'

export default function WithdrawBindRoute ({ title }: ScreenProps) {
  const { type = '' } = useParams<{ type: string }>()
  return (
    <Page title={title}>
      <WithdrawBind type={type} withdrawHref={paths.withdrawOption.getHref()} />
    </Page>
  )
}
