import { Link, useParams, useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { NoData } from '../../components/screen-states.js'
import { t } from '../../lib/i18n.js'
import { RechargeChannel } from '../../features/recharge/recharge-channel.js'
import { minorFromPath } from '../../features/recharge/amount-rules.js'
import { paths } from '../paths.js'

const paymentLinks = { balance: paths.assetDetail.getHref(), addCash: paths.rechargeAmount.getHref(), order: paths.assetOrder.getHref }

export default function RechargeChannelRoute () {
  const params = useParams<{ amount?: string, giveAmount?: string }>()
  const search = new URLSearchParams(useSearch())
  const amount = minorFromPath(params.amount)
  const give = params.giveAmount === '0' ? 0 : minorFromPath(params.giveAmount)
  const packageId = minorFromPath(search.get('package') ?? undefined)
  return (
    <Page title={t('recharge.channel_page_title')}>
      {amount === null || give === null
        ? <><NoData text={t('recharge.bad_link')} /><Link href={paths.rechargeAmount.getHref()} className='button'>{t('recharge.title')}</Link></>
        : <RechargeChannel amount={amount} giveAmount={give} packageId={packageId} links={paymentLinks} />}
    </Page>
  )
}
