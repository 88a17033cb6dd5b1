// Paged lists: the first page is kept and later pages are appended (docs/ARCHITECTURE.md "Screens and routes").
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Failure } from './result.js'

export interface PageAnswer<T> { items: T[], hasMore: boolean, cursor?: string }
export type Fetch<T> = (
  page: number,
  cursor: string | undefined,
  signal: AbortSignal
) => Promise<{ ok: true, page: PageAnswer<T> } | Failure>

export interface Paged<T> {
  items: T[]
  state: 'loading' | 'ready' | 'failed' | 'loading-more' | 'more-failed'
  hasMore: boolean
  failure: Failure | null
  loadMore: () => void
  retry: () => void
}

export function usePaged<T> (fetchPage: Fetch<T>, deps: unknown[]): Paged<T> {
  const [items, setItems] = useState<T[]>([])
  const [state, setState] = useState<Paged<T>['state']>('loading')
  const [hasMore, setHasMore] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const page = useRef(1)
  const cursor = useRef<string | undefined>(undefined)
  const controller = useRef<AbortController | null>(null)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(async (first: boolean) => {
    controller.current?.abort()
    const c = new AbortController()
    controller.current = c
    if (first) { page.current = 1; cursor.current = undefined }
    setState(first ? 'loading' : 'loading-more')
    const result = await fetchRef.current(page.current, cursor.current, c.signal)
    if (c.signal.aborted) return
    if (!result.ok) {
      setFailure(result)
      setState(first ? 'failed' : 'more-failed')
      return
    }
    setItems(prev => first ? result.page.items : [...prev, ...result.page.items])
    setHasMore(result.page.hasMore)
    page.current += 1
    cursor.current = result.page.cursor
    setFailure(null)
    setState('ready')
  }, [])

  useEffect(() => {
    void load(true)
    return () => { controller.current?.abort() }
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  return {
    items,
    state,
    hasMore,
    failure,
    loadMore: () => { if (state === 'ready' || state === 'more-failed') void load(false) },
    retry: () => { void load(state !== 'more-failed') }
  }
}
