// The India dealer the dealer screens' component tests start from: listed, with a WhatsApp number and the
// region's price range; each test spreads it with what it needs different.
import type { DealerInfo } from '../../../shared/schemas/dealer.js'

export const RAJ_COINS: DealerInfo = {
  user_id: '71440262',
  nickname: 'Raj Coins',
  picture: '',
  whatsapp: '+919876543210',
  price: 9000,
  price_min: 8000,
  price_max: 11000,
  coins_available: 50000,
  coins_sold: 0,
  followers: 0,
  blocked: 0,
  orders: { available: 0, pending: 0, completed: 0 },
  listed: true,
  complaint_window_s: 172800,
  pay_timeout_s: 1800,
  min_transfer: 100
}
