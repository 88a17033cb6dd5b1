import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackPreview } from '../../features/feedback/feedback-preview.js'
import { paths } from '../paths.js'

export default function FeedbackPreviewRoute () {
  return (
    <Page title={t('feedback.preview_title')}>
      <FeedbackPreview formHref={paths.feedback.getHref()} historyHref={paths.feedbackHistory.getHref()} detailHref={paths.feedbackDetail.getHref} />
    </Page>
  )
}
