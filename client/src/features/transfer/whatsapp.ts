// A WhatsApp chat with an agent, the message prefilled in the player's language with their user id so
// the agent knows where to send the coins. wa.me wants the number as digits only.
import { t } from '../../lib/i18n.js'

export function whatsappHref (number: string, userId: string): string {
  const text = t('transfer.whatsapp_message', { user_id: userId })
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
