import t from 'tap'
import { acceptsContentType } from '../../gateway/src/content-type.js'

t.test('plain spellings are accepted', async t => {
  t.ok(acceptsContentType('application/json', 'json'))
  t.ok(acceptsContentType('application/json; charset=utf-8', 'json'))
  t.ok(acceptsContentType('application/json;charset=UTF-8', 'json'))
  t.ok(acceptsContentType('application/json; charset="utf-8"', 'json'))
  t.ok(acceptsContentType('multipart/form-data; boundary=----abc123', 'multipart'))
})

t.test('mangled spellings are refused', async t => {
  for (const header of ['application/json\t', ' application/json', 'APPLICATION/JSON ;', 'application/json ', 'application/jsonx', 'application/json;', 'text/plain', 'application/x-www-form-urlencoded', 'application/json, text/plain', 'application/json; charset=utf-8\r\n', 'multipart/form-data; boundary=a', undefined]) {
    t.notOk(acceptsContentType(header, 'json'), JSON.stringify(header))
  }
  for (const header of ['application/json; charset=utf-16', 'application/json;charset=UTF-16LE', 'application/json; charset=latin1', 'application/json; charset=utf-8; charset=utf-16', 'application/json; charset=utf-8x']) {
    t.notOk(acceptsContentType(header, 'json'), `${header}: JSON is UTF-8, a body in another charset is refused`)
  }
  t.notOk(acceptsContentType('application/json', 'multipart'))
  t.notOk(acceptsContentType(' multipart/form-data; boundary=x', 'multipart'))
})
