// The privacy notice: no login, no waiting for the app info.
import { Page } from '../../components/page.js'
import { DocumentView } from '../../features/documents/document-view.js'
import { SERVICE_HOURS } from '../../features/support/service-status.js'
import type { ScreenProps } from '../paths.js'

export default function PrivacyRoute ({ title }: ScreenProps) {
  return (
    <Page title={title}>
      <DocumentView name='privacy' params={SERVICE_HOURS} />
    </Page>
  )
}
