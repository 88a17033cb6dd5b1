import { money } from '../lib/format.js'

export function Money ({ minor, className }: { minor: number, className?: string }) {
  return <span className={`money${className === undefined ? '' : ` ${className}`}`} dir='ltr'>{money(minor)}</span>
}
