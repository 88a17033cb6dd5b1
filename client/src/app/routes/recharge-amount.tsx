// Add Cash: the amount screen of the recharge feature. The file keeps this name: its chunk is preloaded by
// name with /recharge/amount (scripts/client-manifest.ts).
import { useLocation, useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { RechargeAmount, ACTIVITY_TYPES, type ActivityType } from '../../features/recharge/recharge-amount.js'
import { paths, type ScreenProps } from '../paths.js'

function activityType (segment: string | undefined): ActivityType | undefined {
  return ACTIVITY_TYPES.find(ty => String(ty) === segment)
}

const links = {
  tab: paths.rechargeAmount.getHref,
  card: paths.rechargeCard.getHref(),
  shop: paths.gpRechargeAmount.getHref(),
  notice: paths.rechargeNotice.getHref()
}

export default function RechargeAmountRoute ({ title }: ScreenProps) {
  const params = useParams<{ type?: string }>()
  const [, navigate] = useLocation()
  return (
    <Page title={title}>
      <RechargeAmount
        type={activityType(params.type)}
        links={links}
        onContinue={(amount, give, packageId) => {
          const query = packageId === undefined ? '' : `?package=${packageId}`
          navigate(`${paths.rechargeChannel.getHref(amount, give)}${query}`)
        }}
      />
    </Page>
  )
}
