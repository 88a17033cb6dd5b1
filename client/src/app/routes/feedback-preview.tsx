import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackPreview } from '../../features/feedback/feedback-preview.js'
import { link } from '../paths.js'

export default function FeedbackPreviewRoute () {
  return (
    <Page title={t('feedback.preview_title')}>
      <FeedbackPreview formHref={link.feedback()} historyHref={link.feedbackHistory()} detailHref={link.feedbackDetail} />
    </Page>
  )
}
