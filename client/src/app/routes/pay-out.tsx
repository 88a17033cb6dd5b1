// PLACEHOLDER (being built): replaced by the feature's real screen.
import { Page } from '../../components/page.js'

export default function Screen () {
  return <Page title='pay-out'><p>pay-out</p></Page>
}
