// The song report's own fields, as rows of a summary list (preview and detail).
import type { SongReport } from '../../../../shared/schemas/feedback.js'
import { t } from '../../lib/i18n.js'

export function SongSummary ({ song }: { song: SongReport }) {
  return (
    <>
      <div><dt>{t('feedback.song_title')}</dt><dd data-testid='summary-song-title'>{song.title}</dd></div>
      <div>
        <dt>{t('feedback.song_artist')}</dt>
        <dd data-testid='summary-song-artist'>
          {song.artist ?? <span className='muted'>{t('feedback.not_given')}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('feedback.song_problem')}</dt>
        <dd data-testid='summary-song-problem'>{t(`feedback.song_problem.${song.problem}`)}</dd>
      </div>
    </>
  )
}
