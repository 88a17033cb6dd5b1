// A player's or agent's picture; a picture the CDN cannot serve (or none) shows the name's first letter.
// Decorative: the name is always written next to it.
import { useState } from 'react'

export function Avatar ({ src, name, large = false }: { src: string, name: string, large?: boolean }) {
  const [broken, setBroken] = useState(false)
  const className = `tf-avatar${large ? ' large' : ''}`
  if (broken || src === '') {
    const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
    return <span className={className} aria-hidden='true'>{initial}</span>
  }
  const size = large ? 56 : 44
  return (
    <img
      className={className}
      src={src}
      alt=''
      width={size}
      height={size}
      loading='lazy'
      decoding='async'
      referrerPolicy='no-referrer'
      onError={() => { setBroken(true) }}
    />
  )
}
