// One check for every picture a player picks (PAN photo, feedback screenshots, remit photos): the file's
// first bytes decide its type, as the gateway decides it, whatever name or type the file claims.
import t from 'tap'
import { imageFileProblem, readHead } from '../../client/src/lib/image-file.js'
import { jpeg, png, webp } from '../helpers/pictures.js'

const MAX = 1024 * 1024

t.test('the bytes decide, not the declared type', async t => {
  const head = async (bytes: Buffer) => await readHead(new Blob([new Uint8Array(bytes)]))
  t.equal(imageFileProblem({ type: 'image/jpeg', size: 4096, head: await head(jpeg(4096)) }, MAX), null)
  t.equal(imageFileProblem({ type: 'image/png', size: 500, head: await head(png(500)) }, MAX), null)
  t.equal(imageFileProblem({ type: '', size: 300, head: await head(webp(300)) }, MAX), null, 'no declared type (some WebViews): the bytes decide')
  const text = Buffer.from('not a picture, named pan.jpg')
  t.equal(imageFileProblem({ type: 'image/jpeg', size: text.length, head: await head(text) }, MAX), 'type', 'a PAN photo declared as a JPEG whose bytes are not an image is refused')
  t.equal(imageFileProblem({ type: 'application/pdf', size: 4096, head: await head(jpeg(4096)) }, MAX), 'type', 'a declared type other than an image is refused too')
  t.equal(imageFileProblem({ type: 'image/jpeg', size: MAX + 1, head: await head(jpeg(100)) }, MAX), 'too_large')
  t.equal(imageFileProblem({ type: 'image/jpeg', size: 0, head: new Uint8Array() }, MAX), 'missing')
})
