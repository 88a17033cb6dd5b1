// /help/feedback/detail?id=<feedback_id>
import { useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { FeedbackDetail } from '../../features/feedback/feedback-detail.js'
import { paths, type ScreenProps } from '../paths.js'

export default function FeedbackDetailRoute ({ title }: ScreenProps) {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  return (
    <Page title={title}>
      <FeedbackDetail id={id} historyHref={paths.feedbackHistory.getHref()} />
    </Page>
  )
}
