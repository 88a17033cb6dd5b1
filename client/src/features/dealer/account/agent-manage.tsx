// The manage centre's home: the dealer's figures, the payout orders waiting per tab, every screen of the
// centre, and the profile and price players see in the agency list.
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { useDealerInfo } from '../state.js'
import { CentreLinks, type CentreHrefs } from './centre-links.js'
import { PriceForm } from './price-form.js'
import { ProfileForm } from './profile-form.js'
import { DealerSummary, OrderCounts } from './summary.js'

export function AgentManage ({ hrefs }: { hrefs: CentreHrefs }) {
  const dealer = useDealerInfo()
  const { info } = dealer
  if (info === null) {
    return dealer.failure === null ? <Loading /> : <LoadFailed failure={dealer.failure} onRetry={dealer.retry} />
  }
  return (
    <>
      <DealerSummary info={info} />
      <OrderCounts info={info} href={hrefs.payOut} />
      <CentreLinks hrefs={hrefs} />
      <ProfileForm info={info} onSaved={dealer.update} />
      <PriceForm info={info} onSaved={dealer.update} />
    </>
  )
}
