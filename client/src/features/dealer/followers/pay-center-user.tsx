// The followers screen: the followers and their changes, with the dealer's profile and price below (the
// same forms as the centre's home).
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { PriceForm } from '../account/price-form.js'
import { ProfileForm } from '../account/profile-form.js'
import { useDealerInfo } from '../state.js'
import { Followers } from './followers.js'

export function PayCenterUser ({ sellHref }: { sellHref: (userId: string) => string }) {
  const dealer = useDealerInfo()
  const { info } = dealer
  if (info === null) {
    return dealer.failure === null ? <Loading /> : <LoadFailed failure={dealer.failure} onRetry={dealer.retry} />
  }
  return (
    <>
      <Followers info={info} sellHref={sellHref} onChanged={dealer.reload} />
      <ProfileForm info={info} onSaved={dealer.update} />
      <PriceForm info={info} onSaved={dealer.update} />
    </>
  )
}
