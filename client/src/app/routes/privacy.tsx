// The privacy notice: no login, no waiting for the app info.
import { Page } from '../../components/page.js'
import { DocumentView, documentTitle } from '../../features/documents/document-view.js'
import { SERVICE_HOURS } from '../../features/support/service-status.js'

export default function Privacy () {
  return (
    <Page title={documentTitle('privacy')}>
      <DocumentView name='privacy' params={SERVICE_HOURS} />
    </Page>
  )
}
