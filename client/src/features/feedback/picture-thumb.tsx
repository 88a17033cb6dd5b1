// A screenshot thumbnail; a picture the CDN cannot serve shows its label instead of a broken image.
import { useState } from 'react'

export function PictureThumb ({ src, label }: { src: string, label: string }) {
  const [broken, setBroken] = useState(false)
  if (broken) return <span className='shot shot-missing' role='img' aria-label={label}>{label}</span>
  const onError = () => { setBroken(true) }
  return <img className='shot' src={src} alt={label} loading='lazy' decoding='async' onError={onError} />
}
