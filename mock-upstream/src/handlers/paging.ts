// Page-numbered lists (withdraw record, feedback history): the client keeps page 1 and appends the rest.
export const DEFAULT_PAGE_SIZE = 20

export interface Page<T> { total: number, items: T[], has_more: boolean }

export function pageOf<T> (items: readonly T[], page = 1, pageSize = DEFAULT_PAGE_SIZE): Page<T> {
  const start = (page - 1) * pageSize
  return { total: items.length, items: items.slice(start, start + pageSize), has_more: start + pageSize < items.length }
}
