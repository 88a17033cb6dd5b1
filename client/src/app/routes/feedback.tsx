// Help and feedback: service hours, then the form; the screenshot picker needs app 2.0.0 or newer
// (older apps' WebViews cannot open a file chooser).
import { Link, useSearch } from 'wouter'
import { Page } from '../../components/page.js'
import { t } from '../../lib/i18n.js'
import { FeedbackForm, useFeedbackVariant } from '../../features/feedback/feedback-form.js'
import { Screenshots } from '../../features/feedback/screenshots.js'
import { parseVariant } from '../../features/feedback/draft.js'
import { ServiceHours } from '../../features/support/service-hours.js'
import { NeedsAppVersion } from '../../features/support/needs-app-version.js'
import { paths, type ScreenProps } from '../paths.js'

const SCREENSHOT_MIN_APP_VERSION = '2.0.0'

export default function FeedbackRoute ({ title }: ScreenProps) {
  const variant = useFeedbackVariant(parseVariant(new URLSearchParams(useSearch()).get('variant')))
  return (
    <Page
      title={variant === 'song' ? t('feedback.title_song') : title}
      actions={
        <Link href={paths.feedbackHistory.getHref()} className='header-link' data-testid='feedback-history-nav'>
          {t('feedback.history_short')}
        </Link>
      }
    >
      <ServiceHours />
      <FeedbackForm
        previewHref={paths.feedbackPreview.getHref()}
        screenshots={<NeedsAppVersion min={SCREENSHOT_MIN_APP_VERSION}><Screenshots /></NeedsAppVersion>}
      />
    </Page>
  )
}
