import { Link, useParams, useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { NoData } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'
import { RechargeChannel } from '../../features/recharge/recharge-channel.js'
import { minorFromPath } from '../../features/recharge/amount-rules.js'
import { paths, paymentLinks, type ScreenProps } from '../paths.js'

const links = paymentLinks(paths.rechargeAmount.getHref())

/** A link whose amounts are not amounts: say so, and lead to Add Cash. */
function BadLink () {
  return (
    <>
      <NoData text={t('recharge.bad_link')} />
      <Link href={paths.rechargeAmount.getHref()} className='button'>{t('recharge.title')}</Link>
    </>
  )
}

export default function RechargeChannelRoute ({ title }: ScreenProps) {
  const params = useParams<{ amount?: string, giveAmount?: string }>()
  const search = new URLSearchParams(useSearch())
  const amount = minorFromPath(params.amount)
  const give = params.giveAmount === '0' ? 0 : minorFromPath(params.giveAmount)
  const packageId = minorFromPath(search.get('package') ?? undefined)
  return (
    <Page title={title}>
      {amount === null || give === null
        ? <BadLink />
        : <RechargeChannel amount={amount} giveAmount={give} packageId={packageId} links={links} />}
    </Page>
  )
}
