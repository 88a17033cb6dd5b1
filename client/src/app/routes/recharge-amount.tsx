// Add Cash: the amount screen of the recharge feature. The file keeps this name: its chunk is preloaded by
// name with /recharge/amount (scripts/client-manifest.ts).
import { useLocation, useParams } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { RechargeAmount, ACTIVITY_TYPES, type ActivityType } from '../../features/recharge/recharge-amount.js'
import { paths } from '../paths.js'

function activityType (segment: string | undefined): ActivityType | undefined {
  return ACTIVITY_TYPES.find(ty => String(ty) === segment)
}

export default function RechargeAmountRoute () {
  const params = useParams<{ type?: string }>()
  const [, navigate] = useLocation()
  return (
    <Page title={t('recharge.title')}>
      <RechargeAmount
        type={activityType(params.type)}
        links={{ tab: paths.rechargeAmount.getHref, card: paths.rechargeCard.getHref(), shop: paths.gpRechargeAmount.getHref(), notice: paths.rechargeNotice.getHref() }}
        onContinue={(amount, give, packageId) => {
          navigate(`${paths.rechargeChannel.getHref(amount, give)}${packageId === undefined ? '' : `?package=${packageId}`}`)
        }}
      />
    </Page>
  )
}
