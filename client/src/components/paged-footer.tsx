// The end of a paged list: the next page loading, its failure with retry, or the button for more.
import type { Paged } from '../lib/use-paged.js'
import { t } from '../lib/i18n.js'
import { LoadFailed, Loading } from './screen-states.js'

export function PagedFooter<T> ({ list }: { list: Paged<T> }) {
  if (list.state === 'loading-more') return <Loading />
  if (list.state === 'more-failed') return <LoadFailed failure={list.failure} onRetry={list.retry} />
  if (list.state === 'ready' && list.hasMore) {
    return (
      <button type='button' className='button secondary block' onClick={list.loadMore}>
        {t('common.load_more')}
      </button>
    )
  }
  return null
}
