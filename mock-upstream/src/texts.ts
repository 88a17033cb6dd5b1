// What the mock upstream writes itself at run time (a new order's remark, a payment's fail reason, a payout's
// history note), in every language like the fixtures' texts, so a player's own new orders read in their
// language too. The English stays word for word what the upstream writes.
import { REGION_INFO, type Language, type Region } from '../../shared/regions.js'
import { formatMoney, playerNumberLocale } from '../../shared/money.js'
import type { Params } from '../../shared/i18n.js'
import { fill, type LocalText } from './local-text.js'

export const TEXTS = {
  withdraw_processing: { en: 'Processing', hi: 'प्रोसेस हो रही है', id: 'Diproses', bn: 'প্রক্রিয়াধীন', pt: 'Em processamento' },
  withdraw_cancelled: { en: 'Cancelled by you', hi: 'आपने रद्द की', id: 'Dibatalkan oleh Anda', bn: 'আপনি বাতিল করেছেন', pt: 'Cancelado por você' },
  withdraw_transferring: {
    en: 'Paid by the coin dealer, UTR {utr}: on its way to your account',
    hi: 'कॉइन डीलर ने भुगतान किया, UTR {utr}: आपके खाते में आ रहा है',
    id: 'Dibayar oleh dealer koin, UTR {utr}: sedang menuju akun Anda',
    bn: 'কয়েন ডিলার পরিশোধ করেছেন, UTR {utr}: আপনার অ্যাকাউন্টে আসছে',
    pt: 'Pago pelo revendedor de moedas, UTR {utr}: a caminho da sua conta'
  },
  withdraw_transferring_record: {
    en: 'Paid by the coin dealer (payment record): on its way to your account',
    hi: 'कॉइन डीलर ने भुगतान किया (भुगतान रसीद): आपके खाते में आ रहा है',
    id: 'Dibayar oleh dealer koin (bukti pembayaran): sedang menuju akun Anda',
    bn: 'কয়েন ডিলার পরিশোধ করেছেন (পেমেন্টের রসিদ): আপনার অ্যাকাউন্টে আসছে',
    pt: 'Pago pelo revendedor de moedas (comprovante): a caminho da sua conta'
  },
  withdraw_sending: {
    en: 'On its way to your account',
    hi: 'आपके खाते में आ रहा है',
    id: 'Sedang menuju akun Anda',
    bn: 'আপনার অ্যাকাউন্টে আসছে',
    pt: 'A caminho da sua conta'
  },
  withdraw_received_utr: { en: 'Received, UTR {utr}', hi: 'मिल गया, UTR {utr}', id: 'Diterima, UTR {utr}', bn: 'পাওয়া গেছে, UTR {utr}', pt: 'Recebido, UTR {utr}' },
  withdraw_received: { en: 'Received', hi: 'मिल गया', id: 'Diterima', bn: 'পাওয়া গেছে', pt: 'Recebido' },
  withdraw_frozen: {
    en: 'Your complaint is under review',
    hi: 'आपकी शिकायत की जाँच हो रही है',
    id: 'Keluhan Anda sedang ditinjau',
    bn: 'আপনার অভিযোগ পর্যালোচনা করা হচ্ছে',
    pt: 'Sua reclamação está em análise'
  },
  withdraw_back: {
    en: 'Could not be paid out: the money is back in your balance',
    hi: 'भुगतान नहीं हो सका: पैसे आपके बैलेंस में वापस आ गए',
    id: 'Tidak dapat dicairkan: uang sudah kembali ke saldo Anda',
    bn: 'পরিশোধ করা যায়নি: টাকা আপনার ব্যালেন্সে ফেরত এসেছে',
    pt: 'Não foi possível pagar: o dinheiro voltou ao seu saldo'
  },
  trade_withdrawal_back: {
    en: 'Withdrawal {order} returned',
    hi: 'निकासी {order} वापस आई',
    id: 'Penarikan {order} dikembalikan',
    bn: 'উত্তোলন {order} ফেরত এসেছে',
    pt: 'Saque {order} devolvido'
  },
  trade_withdrawal: {
    en: 'Withdrawal {order} to {to}',
    hi: 'निकासी {order}, {to} में',
    id: 'Penarikan {order} ke {to}',
    bn: 'উত্তোলন {order}, {to}-এ',
    pt: 'Saque {order} para {to}'
  },
  trade_withdrawal_refund: {
    en: 'Refund of cancelled withdrawal {order}',
    hi: 'रद्द की गई निकासी {order} का रिफ़ंड',
    id: 'Pengembalian dana penarikan {order} yang dibatalkan',
    bn: 'বাতিল করা উত্তোলন {order}-এর টাকা ফেরত',
    pt: 'Reembolso do saque cancelado {order}'
  },
  trade_add_cash: {
    en: 'Add cash via {channel} ({order})',
    hi: '{channel} से रिचार्ज ({order})',
    id: 'Isi ulang lewat {channel} ({order})',
    bn: '{channel} দিয়ে রিচার্জ ({order})',
    pt: 'Depósito via {channel} ({order})'
  },
  trade_extra_cash: { en: 'Extra cash for {order}', hi: '{order} पर एक्स्ट्रा कैश', id: 'Uang tunai ekstra untuk {order}', bn: '{order}-এর এক্সট্রা ক্যাশ', pt: 'Dinheiro extra do {order}' },
  trade_bonus: { en: 'Bonus for {order}', hi: '{order} पर बोनस', id: 'Bonus untuk {order}', bn: '{order}-এর বোনাস', pt: 'Bônus do {order}' },
  trade_chips_reward: {
    en: 'Chips-shop reward: {title}',
    hi: 'चिप्स शॉप का इनाम: {title}',
    id: 'Hadiah toko chip: {title}',
    bn: 'চিপস শপের পুরস্কার: {title}',
    pt: 'Prêmio da loja de fichas: {title}'
  },
  payment_cancelled: { en: 'Payment cancelled', hi: 'भुगतान रद्द किया गया', id: 'Pembayaran dibatalkan', bn: 'পেমেন্ট বাতিল করা হয়েছে', pt: 'Pagamento cancelado' },
  payment_failed: { en: 'Payment failed', hi: 'भुगतान नहीं हो सका', id: 'Pembayaran gagal', bn: 'পেমেন্ট ব্যর্থ হয়েছে', pt: 'Falha no pagamento' },
  payment_time_exceeded: { en: 'Payment time exceeded', hi: 'भुगतान का समय निकल गया', id: 'Waktu pembayaran habis', bn: 'পেমেন্টের সময় পেরিয়ে গেছে', pt: 'Tempo de pagamento esgotado' },
  transfer_to: { en: 'Transfer to {name}', hi: '{name} को ट्रांसफ़र', id: 'Transfer ke {name}', bn: '{name}-কে ট্রান্সফার', pt: 'Transferência para {name}' },
  transfer_from: { en: 'Transfer from {name}', hi: '{name} से ट्रांसफ़र', id: 'Transfer dari {name}', bn: '{name}-এর কাছ থেকে ট্রান্সফার', pt: 'Transferência de {name}' },
  sold_to: { en: 'Sold to {name}', hi: '{name} को बेचे', id: 'Dijual ke {name}', bn: '{name}-কে বিক্রি', pt: 'Vendido para {name}' },
  bought_from: { en: 'Bought from {name}', hi: '{name} से खरीदे', id: 'Dibeli dari {name}', bn: '{name}-এর কাছ থেকে কেনা', pt: 'Comprado de {name}' },
  payout_paid: {
    en: 'Payout {order} paid to {name}',
    hi: 'पेआउट {order} का भुगतान {name} को हुआ',
    id: 'Pembayaran {order} ke {name} selesai',
    bn: 'পেআউট {order} {name}-কে পরিশোধ করা হয়েছে',
    pt: 'Pagamento {order} feito para {name}'
  },
  payout_requested: { en: 'Withdrawal requested', hi: 'निकासी का अनुरोध किया गया', id: 'Penarikan diajukan', bn: 'উত্তোলনের অনুরোধ করা হয়েছে', pt: 'Saque solicitado' },
  payout_complaint: {
    en: 'The player says the money did not arrive',
    hi: 'खिलाड़ी का कहना है कि पैसे नहीं पहुँचे',
    id: 'Pemain bilang uangnya belum masuk',
    bn: 'খেলোয়াড় বলছেন টাকা পৌঁছায়নি',
    pt: 'O jogador diz que o dinheiro não chegou'
  },
  payout_returned: {
    en: 'Complaint upheld: the amount went back to the player\'s balance',
    hi: 'शिकायत सही पाई गई: रकम खिलाड़ी के बैलेंस में लौटा दी गई',
    id: 'Keluhan diterima: dana dikembalikan ke saldo pemain',
    bn: 'অভিযোগ সঠিক প্রমাণিত হয়েছে: টাকা খেলোয়াড়ের ব্যালেন্সে ফেরত গেছে',
    pt: 'Reclamação procedente: o valor voltou para o saldo do jogador'
  },
  payout_returned_amount: {
    en: 'Complaint upheld: {amount} went back to the player\'s balance',
    hi: 'शिकायत सही पाई गई: {amount} खिलाड़ी के बैलेंस में लौटा दिए गए',
    id: 'Keluhan diterima: {amount} dikembalikan ke saldo pemain',
    bn: 'অভিযোগ সঠিক প্রমাণিত হয়েছে: {amount} খেলোয়াড়ের ব্যালেন্সে ফেরত গেছে',
    pt: 'Reclamação procedente: {amount} voltou para o saldo do jogador'
  },
  payout_record_photo: { en: 'Payment record photo', hi: 'भुगतान रसीद की फ़ोटो', id: 'Foto bukti pembayaran', bn: 'পেমেন্টের রসিদের ছবি', pt: 'Foto do comprovante de pagamento' },
  payout_credited: {
    en: '{coins} coins listed to your account',
    hi: '{coins} कॉइन आपके खाते में जोड़ दिए गए',
    id: '{coins} koin sudah masuk ke akun Anda',
    bn: '{coins} কয়েন আপনার অ্যাকাউন্টে যোগ হয়েছে',
    pt: '{coins} moedas lançadas na sua conta'
  },
  payout_user_cancelled: {
    en: 'The player cancelled the withdrawal',
    hi: 'खिलाड़ी ने निकासी रद्द कर दी',
    id: 'Pemain membatalkan penarikan',
    bn: 'খেলোয়াড় উত্তোলন বাতিল করেছেন',
    pt: 'O jogador cancelou o saque'
  },
  payout_timeout: {
    en: 'Not remitted within {minutes} minutes',
    hi: '{minutes} मिनट में भुगतान नहीं किया गया',
    id: 'Tidak dibayar dalam {minutes} menit',
    bn: '{minutes} মিনিটের মধ্যে পরিশোধ করা হয়নি',
    pt: 'Não pago em {minutes} minutos'
  },
  log_sold: { en: '{coins} coins to {name}', hi: '{name} को {coins} कॉइन', id: '{coins} koin ke {name}', bn: '{name}-কে {coins} কয়েন', pt: '{coins} moedas para {name}' },
  log_migrated: { en: '{name} to {agent}', hi: '{name} को {agent} के पास भेजा', id: '{name} dipindahkan ke {agent}', bn: '{name}-কে {agent}-এর কাছে সরানো হয়েছে', pt: '{name} passou para {agent}' },
  log_record: { en: 'Payment record {url}', hi: 'भुगतान रसीद {url}', id: 'Bukti pembayaran {url}', bn: 'পেমেন্টের রসিদ {url}', pt: 'Comprovante de pagamento {url}' },
  log_price: {
    en: '{before} → {after} per {hundred} coins',
    hi: '{before} → {after} प्रति {hundred} कॉइन',
    id: '{before} → {after} per {hundred} koin',
    bn: 'প্রতি {hundred} কয়েন {before} → {after}',
    pt: '{before} → {after} por {hundred} moedas'
  }
} satisfies Record<string, LocalText>

export type TextKey = keyof typeof TEXTS

/** One of the mock's own texts in every language, with its placeholders filled per language. */
export function say (key: TextKey, params: Params | ((lang: Language) => Params) = {}): LocalText {
  return fill(TEXTS[key], params)
}

/** Money as a reader of `lang` in `region` writes it: Bengali digits only for a Bengali reader in Bangladesh. */
export function moneyFor (minor: number, region: Region, lang: Language): string {
  return formatMoney(minor, region, undefined, playerNumberLocale(REGION_INFO[region].numberLocale, lang))
}

/** A count (coins, minutes) in the same digits, ungrouped as the upstream writes counts. */
export function countFor (n: number, region: Region, lang: Language): string {
  return new Intl.NumberFormat(playerNumberLocale(REGION_INFO[region].numberLocale, lang), { useGrouping: false }).format(n)
}
