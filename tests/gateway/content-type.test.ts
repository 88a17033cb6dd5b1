import t from 'tap'
import { acceptsContentType, multipartBoundary } from '../../gateway/src/checks/content-type.js'

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
  t.notOk(acceptsContentType('application/json; charset=utf-8', 'multipart'))
  t.notOk(acceptsContentType(' multipart/form-data; boundary=x', 'multipart'))
})

t.test('a multipart type has exactly one well-formed boundary', async t => {
  t.equal(multipartBoundary('multipart/form-data; boundary=----abc123'), '----abc123')
  t.equal(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="with space:and=more"'), 'with space:and=more')
  t.equal(multipartBoundary(`multipart/form-data; boundary=${'b'.repeat(70)}`), 'b'.repeat(70))
  for (const header of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=a; boundary=b',
    `multipart/form-data; boundary=${'b'.repeat(71)}`, 'multipart/form-data; boundary="ends in space "', 'multipart/form-data; boundary=""',
    'multipart/form-data; boundary=', 'application/json; boundary=abc', 'multipart/mixed; boundary=abc', undefined]) {
    t.equal(multipartBoundary(header), null, String(header))
  }
})
