import { t } from '../../lib/i18n.js'

/** Pending or replied, in words (never colour alone). */
export function StatusBadge ({ status }: { status: 0 | 1 }) {
  return <span className={`badge${status === 0 ? ' warn' : ''}`} data-testid='feedback-status'>{t(status === 0 ? 'feedback.status_pending' : 'feedback.status_replied')}</span>
}

/** General or about a song, in words. */
export function VariantBadge ({ variant }: { variant: 'general' | 'song' }) {
  return <span className='badge' data-testid='feedback-variant' data-variant={variant}>{t(variant === 'song' ? 'feedback.kind_song' : 'feedback.kind_general')}</span>
}
