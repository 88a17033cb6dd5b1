// One writing of byte counts for the client's hints and the gateway's refusals: a limit reads the same in both.
import t from 'tap'
import { formatBytes } from '../../shared/bytes.js'

t.test('a limit is written in the largest unit it reaches', async t => {
  t.equal(formatBytes(5 * 1024 * 1024), '5 MB')
  t.equal(formatBytes(1.25 * 1024 * 1024), '1.3 MB')
  t.equal(formatBytes(64 * 1024), '64 KB', 'under a megabyte: kilobytes, not "0.1 MB"')
  t.equal(formatBytes(1023), '1,023 B')
})

t.test('the number in the reader\'s locale, the unit as phones write it', async t => {
  t.equal(formatBytes(5 * 1024 * 1024, 'bn-BD'), '৫ MB')
  t.equal(formatBytes(1.5 * 1024 * 1024, 'id-ID'), '1,5 MB')
  t.equal(formatBytes(1.5 * 1024 * 1024, 'en-IN'), '1.5 MB')
})
