// The card a money action ends on: a check mark, its heading and what happened (children), announced or
// labelled by its heading as the screen needs.
import type { ReactNode } from 'react'

interface Props {
  testId: string
  /** The heading's id, when the card is a region named by it. */
  labelledBy?: string
  /** 'status' when the card appears in place of nothing and must be announced. */
  role?: 'status'
  children: ReactNode
}

export function SuccessCard ({ testId, labelledBy, role, children }: Props) {
  return (
    <section className='card success-card' role={role} aria-labelledby={labelledBy} data-testid={testId}>
      <p className='success-mark' aria-hidden='true'>✓</p>
      {children}
    </section>
  )
}
