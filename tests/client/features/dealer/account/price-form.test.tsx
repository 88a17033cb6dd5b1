// The price of 100 coins as a dealer sets it: prefilled as they would type it ("90.00" in India, "90,00" in
// Brazil), the region's range told beside it, each rule by its message with focus on the price, what is sent
// (minor units), "Price saved", and the form closed until a WhatsApp number is on the profile.
import { asPlayer, errorOf, fakeFetch, screen, show, toastText, waitFor, type Sent } from '../../../support/dom.js'
import { RAJ_COINS } from '../../../support/dealer.js'
import t from 'tap'
import { PriceForm } from '../../../../../client/src/features/dealer/account/price-form.js'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'

const PRICE = '/api/user/pay-center/v1/agent/price/update'

const INFO: DealerInfo = RAJ_COINS

const saves = (sent: Sent[]) => sent.filter(s => s.path === PRICE)
const priceBox = () => screen.getByRole('textbox', { name: 'New price of 100 coins' })
const save = () => screen.getByRole('button', { name: 'Save price' })

function form (t: Parameters<typeof show>[0], info = INFO) {
  const sent = fakeFetch(t, (path, body: { price: number }) =>
    path === PRICE ? { code: 0, data: { ...info, price: body.price } } : undefined)
  const saved: DealerInfo[] = []
  const view = show(t, <PriceForm info={info} onSaved={i => { saved.push(i) }} />)
  return { ...view, sent, saved }
}

t.test('prefilled as typed, the range told; each rule by its message, focus on the price, nothing sent', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const { user, sent } = form(t)
  t.equal((priceBox() as HTMLInputElement).value, '90.00', 'the price now, as the dealer types it')
  t.ok(screen.getByText('Between ₹80.00 and ₹110.00'), 'the region\'s range')
  const cases: Array<[string, string]> = [
    ['', 'Please enter your price'],
    ['0', 'Please enter a valid price'],
    ['79.99', 'The price must be between ₹80.00 and ₹110.00'],
    ['1,100', 'The price must be between ₹80.00 and ₹110.00'],
    ['9o', 'Please write the price like 12,345.50']
  ]
  for (const [typed, message] of cases) {
    await user.clear(priceBox())
    if (typed !== '') await user.type(priceBox(), typed)
    await user.click(save())
    await waitFor(() => { if (errorOf(priceBox()) !== message) throw new Error(String(errorOf(priceBox()))) })
    t.equal(document.activeElement, priceBox(), `"${typed}": "${message}", focus on the price`)
  }
  t.same(saves(sent), [], 'nothing sent')
})

t.test('a good price: sent in paise, "Price saved"', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const { user, sent, saved } = form(t)
  await user.clear(priceBox())
  await user.type(priceBox(), '95.50')
  t.ok(screen.getByText('You entered ₹95.50'), 'the price as understood')
  await user.click(save())
  await waitFor(() => { if (saved.length === 0) throw new Error('not saved yet') })
  t.same(saves(sent).map(s => s.body), [{ price: 9550 }], '₹95.50 in paise')
  t.equal(toastText(), 'Price saved: ₹95.50 per 100 coins', 'the dealer is told')
  t.equal(saved[0]?.price, 9550, 'the new account handed on')
})

t.test('in Brazil: "90,00" prefilled, "95,50" is R$ 95,50', async t => {
  await asPlayer('BR', 'en', 'demo-dealer-br')
  const { user, sent, saved } = form(t)
  t.equal((priceBox() as HTMLInputElement).value, '90,00', 'as Brazilians type it')
  await user.clear(priceBox())
  await user.type(priceBox(), '95,50')
  await user.click(save())
  await waitFor(() => { if (saved.length === 0) throw new Error('not saved yet') })
  t.same(saves(sent).map(s => s.body), [{ price: 9550 }], 'in centavos')
})

t.test('no WhatsApp number yet: told so, the price and Save disabled', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const { user, sent } = form(t, { ...INFO, whatsapp: '' })
  t.ok(screen.getByText('Please set your WhatsApp number first'), 'why')
  t.ok(priceBox().hasAttribute('disabled'), 'the price is disabled')
  t.ok(save().hasAttribute('disabled'), 'Save is disabled')
  await user.click(save())
  t.same(saves(sent), [], 'nothing sent')
})
