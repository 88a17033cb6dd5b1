// The feedback feature's calls. Every body names the player and the server (docs/API.md "Calls and paths").
import type { FeedbackItem } from '../../../../shared/schemas/feedback.js'
import { call } from '../../lib/api.js'
import { upload } from '../../lib/upload.js'
import type { Failure, Result } from '../../lib/result.js'
import { appInfo, currentUser, siteConfig } from '../../lib/session.js'
import type { Fetch } from '../../lib/use-paged.js'
import { pagedCall } from '../../lib/paged-call.js'
import { useCall } from '../../lib/use-call.js'
import { recentFailures } from '../../lib/failure-log.js'
import { submitFields, type Draft } from './draft.js'

export const HISTORY_PAGE_SIZE = 20
/** How far the detail screen looks for an item it was not handed (a reload, a shared link). */
const FIND_PAGE_SIZE = 50
const FIND_MAX_PAGES = 10
/** A browser has no app version; the upstream requires the header, so the web view names itself. */
const WEB_GAME_VERSION = 'web'

export interface Who { user_id: string, server_name: string }

/** The player's game server, as the operators configure it for the page host (GET /api/config `serverName`). */
export function who (): Who {
  return { user_id: currentUser()?.user_id ?? '', server_name: siteConfig()?.serverName ?? '' }
}

export function gameVersion (): string {
  const version = appInfo()?.versionName ?? ''
  return version === '' ? WEB_GAME_VERSION : version
}

export async function submitFeedback (draft: Draft) {
  const body = { ...who(), ...submitFields(draft, recentFailures) }
  return call('feedbackSubmit', body, { silent: true, headers: { 'game-version': gameVersion() } })
}

export async function uploadScreenshot (
  file: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal
) {
  const { user_id, server_name } = who()
  return upload('feedbackUpload', file, filename, { user_id, server_name }, onProgress, { signal, silent: true })
}

/** month: 'YYYY-MM', or '' for every month. */
export function historyPages (month = ''): Fetch<FeedbackItem> {
  return pagedCall('feedbackLatest', page => ({
    ...who(),
    page,
    page_size: HISTORY_PAGE_SIZE,
    ...(month === '' ? {} : { month })
  }))
}

/** One feedback by id, looked up in the history; null when it is not there. */
export async function findFeedback (id: string, signal: AbortSignal): Promise<Result<FeedbackItem | null>> {
  for (let page = 1; page <= FIND_MAX_PAGES; page++) {
    const result = await call('feedbackLatest', { ...who(), page, page_size: FIND_PAGE_SIZE }, { signal, silent: true })
    if (!result.ok) return result satisfies Failure
    const found = result.data.items.find(item => item.feedback_id === id)
    if (found !== undefined) return { ok: true, data: found, msg: result.msg }
    if (!result.data.has_more) break
  }
  return { ok: true, data: null, msg: '' }
}

/** The region's feedback categories. */
export function useFeedbackTypes () {
  return useCall('feedbackTypes', who(), [])
}

/** The common questions of one category. */
export function useFeedbackQuestions (typeId: number) {
  return useCall('feedbackQuestions', { ...who(), type_id: typeId }, [typeId])
}
