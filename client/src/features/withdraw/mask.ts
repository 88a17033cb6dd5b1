// Account numbers on screen show only enough to recognise them: a screen may be seen by others.
export function mask (value: string): string {
  if (value === '' || value.includes('*')) return value
  const at = value.indexOf('@')
  if (at > 0) return `${value.slice(0, Math.min(2, at))}****${value.slice(at)}`
  if (value.length <= 4) return '****'
  return `****${value.slice(-4)}`
}
