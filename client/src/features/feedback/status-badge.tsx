import { t } from '../../lib/i18n.js'

/** Pending or replied, in words (never colour alone). */
export function StatusBadge ({ status }: { status: 0 | 1 }) {
  const pending = status === 0
  return (
    <span className={`badge${pending ? ' warn' : ''}`} data-testid='feedback-status'>
      {t(pending ? 'feedback.status_pending' : 'feedback.status_replied')}
    </span>
  )
}

/** General or about a song, in words. */
export function VariantBadge ({ variant }: { variant: 'general' | 'song' }) {
  return (
    <span className='badge' data-testid='feedback-variant' data-variant={variant}>
      {t(variant === 'song' ? 'feedback.kind_song' : 'feedback.kind_general')}
    </span>
  )
}
