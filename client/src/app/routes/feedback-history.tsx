import { Link } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackHistory } from '../../features/feedback/feedback-history.js'
import { paths } from '../paths.js'

export default function FeedbackHistoryRoute () {
  return (
    <Page title={t('feedback.history_title')} actions={<Link href={paths.feedback.getHref()} className='header-link'>{t('feedback.write_short')}</Link>}>
      <FeedbackHistory detailHref={paths.feedbackDetail.getHref} formHref={paths.feedback.getHref()} />
    </Page>
  )
}
