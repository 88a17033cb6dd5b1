// The record grouped by the day, in the player's own time: Today, Yesterday, then dates.
import { dateOnly } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'

export interface Group<T> { key: string, title: string, items: T[] }

function dayKey (date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}

export function groupByDay<T extends { created_at: number }> (items: readonly T[], now = new Date()): Array<Group<T>> {
  const today = dayKey(now)
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))
  const groups: Array<Group<T>> = []
  for (const item of items) {
    const key = dayKey(new Date(item.created_at * 1000))
    let group = groups[groups.length - 1]
    if (group?.key !== key) {
      const title = key === today
        ? t('withdraw.today')
        : key === yesterday ? t('withdraw.yesterday') : dateOnly(item.created_at)
      group = { key, title, items: [] }
      groups.push(group)
    }
    group.items.push(item)
  }
  return groups
}
