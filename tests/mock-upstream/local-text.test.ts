// The upstream's free texts are in every language of the product: the mock answers a fixture's text in the
// caller's Accept-Language (any other language gets English), fills its placeholders the way that reader
// writes numbers, and writes its own new remarks in every language too.
import t from 'tap'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../../shared/regions.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { fill } from '../../mock-upstream/src/texts/local-text.js'
import { TEXTS } from '../../mock-upstream/src/texts/say.js'
import { startMock } from './fixture/mock-client.js'

const FIXTURES = join(projectRoot(), 'fixtures')
const read = (file: string): any => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'))
const catalogs: Record<string, any> = { 'demo-in': read('catalog/in.json'), 'demo-bd': read('catalog/bd.json'), 'demo-br': read('catalog/br.json'), 'demo-id': read('catalog/id.json') }
const userId: Record<string, string> = { 'demo-in': '20481736', 'demo-bd': '41826690', 'demo-br': '52937714', 'demo-id': '31702254' }
const feedbackBody = (token: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({ user_id: userId[token], server_name: 's1', ...more })

const BENGALI = /[\u0980-\u09ff]/
const DEVANAGARI = /[\u0900-\u097f]/

t.test('a recharge list answers every package note and tab in the caller\'s language', async t => {
  const m = await startMock(t)
  for (const [token, catalog] of Object.entries(catalogs)) {
    for (const lang of LANGUAGES) {
      const { data } = await m.json('rechargeList', {}, { token, lang })
      for (const item of data.items) {
        const pkg = catalog.recharge.packages.find((p: any) => p.id === item.id)
        t.equal(item.bonus_tips, pkg.bonus_tips[lang], `${token} ${lang}: package ${item.id}`)
        t.equal(item.expire_msg, pkg.expire_msg === '' ? '' : pkg.expire_msg[lang])
      }
      t.same(data.tabs.map((x: any) => x.title), catalog.recharge.tabs.map((x: any) => x.title[lang]), `${token} ${lang}: tabs`)
    }
  }

  const tipsIn = async (token: string, lang: string): Promise<string> => (await m.json('rechargeList', {}, { token, lang })).data.items[0].bonus_tips
  t.equal(await tipsIn('demo-bd', 'en'), 'Get ৳10 extra cash')
  t.equal(await tipsIn('demo-bd', 'bn-BD'), '৳১০ এক্সট্রা ক্যাশ পান', 'Bengali, with the Bengali digits a reader in Bangladesh writes')
  t.equal(await tipsIn('demo-bd', 'pt-BR'), 'Ganhe ৳10 de dinheiro extra')
  t.equal(await tipsIn('demo-br', 'pt-BR,pt;q=0.9,en;q=0.8'), 'R$ 2 de dinheiro extra')
  t.equal(await tipsIn('demo-br', 'en-US'), 'R$ 2 extra cash', 'a Brazilian package read in English')
  t.equal(await tipsIn('demo-br', 'bn'), 'R$ 2 এক্সট্রা ক্যাশ')
  t.match(await tipsIn('demo-in', 'hi-IN'), DEVANAGARI)
})

t.test('feedback categories, questions and answers in each language', async t => {
  const m = await startMock(t)
  for (const [token, catalog] of Object.entries(catalogs)) {
    for (const lang of LANGUAGES) {
      const types = (await m.json('feedbackTypes', feedbackBody(token), { token, lang })).data.items
      t.same(types.map((x: any) => x.name), catalog.feedback_types.map((x: any) => x.name[lang]), `${token} ${lang}: categories`)
      const questions = (await m.json('feedbackQuestions', feedbackBody(token, { type_id: 2 }), { token, lang })).data.items
      const fixture = catalog.feedback_types.find((x: any) => x.type_id === 2).questions
      t.same(questions, fixture.map((q: any) => ({ question_id: q.question_id, question: q.question[lang], answer: q.answer[lang] })), `${token} ${lang}: questions`)
    }
  }

  const cancelQuestion = async (lang: string): Promise<{ question: string, answer: string }> =>
    (await m.json('feedbackQuestions', feedbackBody('demo-bd', { type_id: 2 }), { token: 'demo-bd', lang })).data.items.find((q: any) => q.question_id === 203)
  const en = await cancelQuestion('en')
  const bn = await cancelQuestion('bn')
  const pt = await cancelQuestion('pt-BR')
  t.equal(en.question, 'Can I cancel a withdrawal?')
  t.equal(bn.question, 'আমি কি উত্তোলন বাতিল করতে পারি?')
  t.equal(pt.question, 'Posso cancelar um saque?')
  t.match(bn.answer, BENGALI)
  t.not(pt.answer, en.answer)
  t.match(pt.answer, /Cancelar saque/, 'the answer names the button as the Portuguese screen does')
})

t.test('any other language, or none, gets English', async t => {
  const m = await startMock(t)
  const question = async (lang?: string): Promise<string> =>
    (await m.json('feedbackQuestions', feedbackBody('demo-in', { type_id: 2 }), lang === undefined ? {} : { lang })).data.items[2].question
  for (const lang of [undefined, '', 'fr-FR', 'zh-CN,ja;q=0.9', 'xx', '*']) t.equal(await question(lang), 'Can I cancel a withdrawal?', `Accept-Language ${JSON.stringify(lang)}`)
  t.equal(await question('fr-FR, id;q=0.5'), 'Bisakah saya membatalkan penarikan?', 'the first language the product speaks')
  t.equal(await question('hi;q=0.2, pt;q=0.8'), 'Posso cancelar um saque?', 'by weight')
})

t.test('placeholders are filled in every language, numbers written as that reader writes them', async t => {
  const m = await startMock(t)
  const conf = async (token: string, lang: Language): Promise<{ tax_tips: string, limit_tips: string }> => (await m.json('assetInfo', {}, { token, lang })).data.withdraw_conf
  for (const token of Object.keys(catalogs)) {
    for (const lang of LANGUAGES) {
      const c = await conf(token, lang)
      t.notMatch(c.tax_tips + c.limit_tips, /[{}]/, `${token} ${lang}: no placeholder left`)
    }
  }
  const inEn = await conf('demo-in', 'en')
  t.equal(inEn.tax_tips, 'Indian law (section 194BA) withholds 30% TDS on the increase in your net winnings of the financial year (1 April to 31 March) that a withdrawal brings about. Net winnings are your withdrawals of the year minus your deposits of the year and your balance on 1 April. There is no tax-free amount. A cancelled or returned withdrawal gives its tax back.')
  t.equal(inEn.limit_tips, 'Up to 3 withdrawals and ₹2,00,000.00 per day.')
  t.equal((await conf('demo-in', 'hi')).limit_tips, 'हर दिन ज़्यादा से ज़्यादा 3 निकासी और कुल ₹2,00,000.00।')
  t.equal((await conf('demo-bd', 'bn')).limit_tips, 'দিনে সর্বোচ্চ ৫টি উত্তোলন এবং মোট ৫০,০০০.০০৳।', 'Bengali digits for a Bengali reader in Bangladesh')
  t.equal((await conf('demo-bd', 'en')).limit_tips, 'Up to 5 withdrawals and 50,000.00৳ per day.', 'ASCII digits for everyone else')
  t.equal((await conf('demo-br', 'pt')).limit_tips, 'Até 3 saques e R$\u00a010.000,00 por dia.')
})

t.test('the balance note and the history read in the caller\'s language', async t => {
  const m = await startMock(t)
  const user = read('users/demo-bd.json')
  for (const lang of LANGUAGES) {
    t.equal((await m.json('assetInfo', {}, { token: 'demo-bd', lang })).data.bonus_tips, user.asset.bonus_tips[lang])
    const trades = (await m.json('tradeList', { page_size: 50 }, { token: 'demo-bd', lang })).data.items
    t.same(trades.map((x: any) => x.remark), user.trades.map((x: any) => x.remark[lang]), `${lang}: transactions`)
    const withdrawals = (await m.json('withdrawList', { page_size: 50 }, { token: 'demo-bd', lang })).data.items
    t.same(withdrawals.map((x: any) => x.remark), user.withdrawals.map((x: any) => x.remark[lang]), `${lang}: withdrawals`)
  }
  const bnFeedback = (await m.json('feedbackLatest', feedbackBody('demo-bd'), { token: 'demo-bd', lang: 'bn' })).data.items[0]
  t.match(bnFeedback, { type_name: 'ক্যাশ যোগ করুন', description: 'নগদে পেমেন্ট ব্যর্থ হলো কিন্তু টাকা কেটে নিয়েছে', reply: '' })
})

t.test('what the mock writes itself is in every language; what a player types stays as typed', async t => {
  const m = await startMock(t)
  const made = await m.json('withdraw', { amount: 10000 }, { lang: 'hi' })
  t.equal(made.data.order.remark, TEXTS.withdraw_processing.hi)
  const orderId: string = made.data.order.order_id
  for (const lang of LANGUAGES) {
    const order = (await m.json('withdrawList', {}, { lang })).data.items[0]
    t.equal(order.remark, TEXTS.withdraw_processing[lang], `${lang}: the new order read later in another language`)
    const trade = (await m.json('tradeList', { page_size: 1 }, { lang })).data.items[0]
    t.equal(trade.remark, fill(TEXTS.trade_withdrawal, { order: orderId, to: 'ra****@okaxis' })[lang])
  }
  await m.json('withdrawCancel', { order_id: orderId }, { lang: 'pt' })
  t.equal((await m.json('withdrawList', {}, { lang: 'bn' })).data.items[0].remark, 'আপনি বাতিল করেছেন')
  t.equal((await m.json('tradeList', { page_size: 1 }, { lang: 'id' })).data.items[0].remark, `Pengembalian dana penarikan ${orderId} yang dibatalkan`)

  const order = (await m.json('recharge', { amount: 50000, channel_id: 13, phone: '9876543210' }, { lang: 'en' })).data.order
  await m.json('sdkCallback', { order_id: order.order_id, result: 'cancelled' })
  t.equal((await m.json('rechargeDetail', { order_id: order.order_id }, { lang: 'pt' })).data.fail_reason, 'Pagamento cancelado')
  t.equal((await m.json('tradeList', { page_size: 1 }, { lang: 'hi' })).data.items[0].remark, `क्रेडिट कार्ड से रिचार्ज (${order.order_id as string})`, 'the channel\'s name in the same language')

  const body = feedbackBody('demo-in', { type_id: 2, description: 'Withdrawal is slow', log_consent: true })
  t.equal((await m.json('feedbackSubmit', body, { headers: { 'game-version': '1.0.0' } })).code, 0)
  const latest = (await m.json('feedbackLatest', feedbackBody('demo-in'), { lang: 'bn' })).data.items[0]
  t.match(latest, { type_name: 'উত্তোলন', description: 'Withdrawal is slow' }, 'the category in Bengali, the player\'s words as written')
})

t.test('every fixture text is a real translation', async t => {
  const texts: Array<{ where: string, text: Record<Language, string> }> = []
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => { walk(v, `${where}/${i}`) })
    else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value)
      if (keys.length === LANGUAGES.length && LANGUAGES.every(l => keys.includes(l))) texts.push({ where, text: value as Record<Language, string> })
      else for (const [k, v] of Object.entries(value)) walk(v, `${where}/${k}`)
    }
  }
  for (const dir of ['catalog', 'users']) {
    for (const f of readdirSync(join(FIXTURES, dir))) walk(read(`${dir}/${f}`), `${dir}/${f}`)
  }
  t.ok(texts.length > 300, `${texts.length} texts`)
  for (const { where, text } of texts) {
    // Payment brands (UPI, Pix; bKash is বিকাশ in Bengali) are the only texts allowed to read the same.
    if (/^catalog\/\w+\.json\/channels\/\d+\/name$/.test(where)) continue
    if (LANGUAGES.every(l => text[l] === text.en)) t.fail(`${where}: the same in every language: ${text.en}`)
    if (!DEVANAGARI.test(text.hi)) t.fail(`${where}: the Hindi is not in Devanagari: ${text.hi}`)
    if (!BENGALI.test(text.bn)) t.fail(`${where}: the Bengali is not in Bengali script: ${text.bn}`)
  }
  const differs = (l: Language): number => texts.filter(x => x.text[l] !== x.text.en).length / texts.length
  t.ok(differs('id') > 0.9, 'Indonesian texts are not English copies')
  t.ok(differs('pt') > 0.9, 'Portuguese texts are not English copies')
  t.ok(differs('hi') > 0.95 && differs('bn') > 0.95, 'nor Hindi or Bengali ones')
})
