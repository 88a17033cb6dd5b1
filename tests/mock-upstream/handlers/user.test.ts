// User info, other players, and uploads (streamed; an aborted upload leaves no trace).
import t from 'tap'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { signedQuery, newNonce, unixSeconds } from '../../../shared/node/signing.js'
import { startMock, picture, SECRET } from '../fixture/mock-client.js'

t.test('user info', async t => {
  const m = await startMock(t)
  t.same((await m.json('getUserInfo')).data, {
    user_id: '20481736', name: 'Rahul Sharma', picture: 'https://cdn.mock.local/avatars/20481736.png', email: 'rahul.sharma@gmail.com',
    phone: '9876543210', user_type: 1, region: 'IN', is_dealer: false, created_at: (await m.json('getUserInfo')).data.created_at
  })
  t.equal((await m.json('getUserInfo', {}, { token: 'demo-dealer-in' })).data.is_dealer, true)
  t.equal((await m.json('getUserInfo', {}, { token: 'demo-dealer-bd' })).data.is_dealer, true)
  for (const [token, region, phone] of [['demo-id', 'ID', /^(?:0|62)?\d{8,12}$/], ['demo-bd', 'BD', /^0?1[3-9]\d{8}$/], ['demo-br', 'BR', /^\+55\d{11}$/], ['demo-in-new', 'IN', /^[6-9]\d{9}$/]] as const) {
    const u = (await m.json('getUserInfo', {}, { token })).data
    t.equal(u.region, region)
    t.match(u.phone, phone, `${token} phone is valid for ${region}`)
    t.match(u.user_id, /^\d{8}$/)
  }
  const others = await m.json('getOtherUserInfo', { user_id_list: ['70315528', '99999999', '31702254'] })
  t.same(others.data.items, [
    { user_id: '70315528', name: 'Vikram Singh', picture: 'https://cdn.mock.local/avatars/70315528.png' }
  ], 'unknown ids are left out, and so is Budi Santoso of Indonesia: an Indian upstream does not know him')
  const fromIndonesia = await m.json('getOtherUserInfo', { user_id_list: ['31702254'] }, { token: 'demo-id-new' })
  t.same(fromIndonesia.data.items.map((u: { name: string }) => u.name), ['Budi Santoso'], 'an Indonesian player finds him')
  t.equal((await m.json('getOtherUserInfo', { user_id_list: [] })).code, 40000)
})

t.test('uploads', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('a picture', async t => {
    const res = await m.json('uploadFile', { user_id: '20481736', server_name: 'in-1' }, { file: { content: picture(300000), filename: 'me.png', mime: 'image/png' } })
    t.equal(res.code, 0)
    t.match(res.data, { url: /^https:\/\/cdn\.mock\.local\/uploads\/F\d+\.png$/, file_id: /^F\d+$/, size: 300000, mime: 'image/png' })
    t.ok(res.data.url.includes(res.data.file_id))
    const webp = await m.json('uploadFile', {}, { file: { content: picture(2000), filename: 'x.webp', mime: 'image/webp' } })
    t.match(webp.data.url, /\.webp$/)
    const journal = (await m.control('get', '/__mock/requests?path=/api/user/v1/file/uploadfile')).body.items
    t.same(journal[0].body, { fields: { user_id: '20481736', server_name: 'in-1' }, files: [{ field: 'file', filename: 'me.png', mime: 'image/png', size: 300000 }] })
  })

  t.test('refused uploads', async t => {
    t.same(await m.json('uploadFile', { server_name: 'in-1' }), { code: 40000, msg: 'Invalid request: file', data: null }, 'no file')
    t.same(await m.json('uploadFile', {}), { code: 40000, msg: 'Invalid request: request', data: null }, 'not multipart at all')
    t.equal((await m.json('uploadFile', {}, { file: { content: picture(100), filename: 'a.png', mime: 'image/png', field: 'picture' } })).code, 40000, 'another field name')
    t.equal((await m.json('uploadFile', { colour: 'red' }, { file: { content: picture(100), filename: 'a.png', mime: 'image/png' } })).code, 40000, 'an unknown field')
    t.equal((await m.json('uploadFile', { user_id: '123' }, { file: { content: picture(100), filename: 'a.png', mime: 'image/png' } })).code, 40000, 'a malformed user id')
    t.equal((await m.json('uploadFile', { user_id: '31702254' }, { file: { content: picture(100), filename: 'a.png', mime: 'image/png' } })).code, 10061, "another player's id")
    const two = await m.call('uploadFile', {}, { fields: {} })
      .attach('file', picture(100), { filename: 'a.png', contentType: 'image/png' })
      .attach('file', picture(100), { filename: 'b.png', contentType: 'image/png' })
    t.equal(two.body.code, 40000, 'two files')
    t.equal((await m.json('uploadFile', {}, { secret: 'bad', file: { content: picture(100), filename: 'a.png', mime: 'image/png' } })).code, 50300, 'signed like a GET: empty body')
  })

  t.test('an aborted upload leaves no journal entry', async t => {
    await m.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = m.app.server.address() as AddressInfo
    const query = signedQuery('', SECRET, newNonce(), unixSeconds())
    const boundary = 'XBOUNDARYX'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/user/v1/file/uploadfile?${query} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer demo-in\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n${head}`)
        socket.write(picture(20000), () => setTimeout(() => { socket.destroy(); resolve() }, 50))
      })
      socket.on('error', reject)
    })
    await new Promise(resolve => setTimeout(resolve, 150))
    t.same((await m.control('get', '/__mock/requests')).body.items, [])
    const ok = await m.json('uploadFile', {}, { file: { content: picture(100), filename: 'a.png', mime: 'image/png' } })
    t.equal(ok.code, 0, 'the server is fine afterwards')
    t.equal((await m.control('get', '/__mock/requests')).body.items.length, 1)
  })
})
