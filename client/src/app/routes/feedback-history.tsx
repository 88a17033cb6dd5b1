import { Link } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackHistory } from '../../features/feedback/feedback-history.js'
import { paths, type ScreenProps } from '../paths.js'

const formHref = paths.feedback.getHref()

export default function FeedbackHistoryRoute ({ title }: ScreenProps) {
  return (
    <Page title={title} actions={<Link href={formHref} className='header-link'>{t('feedback.write_short')}</Link>}>
      <FeedbackHistory detailHref={paths.feedbackDetail.getHref} formHref={formHref} />
    </Page>
  )
}
