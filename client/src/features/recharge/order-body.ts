// The optional parts of an order body from the checkout's choice: only what applies is sent.
import type { CheckoutChoice } from './checkout.js'

interface ChoiceFields { channel_id: number, declaration?: true, phone?: string, email?: string }

export function choiceFields (choice: CheckoutChoice): ChoiceFields {
  return {
    channel_id: choice.channel.channel_id,
    ...(choice.declaration ? { declaration: true as const } : {}),
    ...(choice.contact ?? {})
  }
}
