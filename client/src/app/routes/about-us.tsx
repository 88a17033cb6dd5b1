// About us: the product, responsible play, who may play. No login, no waiting for the app info.
import { Page } from '../../components/page.js'
import { DocumentView, documentTitle } from '../../features/documents/document-view.js'
import { SERVICE_HOURS } from '../../features/support/service-status.js'

export default function AboutUs () {
  return (
    <Page title={documentTitle('aboutus')}>
      <DocumentView name='aboutus' params={SERVICE_HOURS} />
    </Page>
  )
}
