// /help/feedback/detail?id=<feedback_id>
import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackDetail } from '../../features/feedback/feedback-detail.js'
import { paths } from '../paths.js'

export default function FeedbackDetailRoute () {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  return (
    <Page title={t('feedback.detail_title')}>
      <FeedbackDetail id={id} historyHref={paths.feedbackHistory.getHref()} />
    </Page>
  )
}
