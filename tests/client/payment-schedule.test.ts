// The checking schedule of a payment in flight (client features/recharge/payment.ts), written out as a person
// reads PhonePe's check-status guide: every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s
// for 60 s, then every minute until the provider's 15-minute window ends, and a last check 5 s after it.
import t from 'tap'
import { checksAfter, checkTimes, knownBy } from '../../client/src/features/recharge/payment.js'

const seconds = (ms: number[]): number[] => ms.map(v => v / 1000)

t.test('the checks after the hand-off, in seconds', async t => {
  t.same(seconds(checkTimes()), [
    3, 6, 9, 12, 15, 18, 21, 24, 27, 30,
    36, 42, 48, 54, 60, 66, 72, 78, 84, 90,
    100, 110, 120, 130, 140, 150,
    180, 210,
    270, 330, 390, 450, 510, 570, 630, 690, 750, 810, 870,
    905
  ])
})

t.test('a page that comes back continues the schedule where it stands', async t => {
  t.same(seconds(checksAfter(40_000)).slice(0, 3), [42, 48, 54], '40 s after the hand-off: every 6 s')
  t.same(seconds(checksAfter(600_000)), [630, 690, 750, 810, 870, 905], 'at 10 minutes: every minute, then the last')
  t.same(checksAfter(906_000), [], 'after the last check: none')
})

t.test('the player knows by the end of the window', async t => {
  t.equal(knownBy(Date.UTC(2026, 10, 28, 14, 17, 0)), Date.UTC(2026, 10, 28, 14, 32, 5), 'handed off at 14:17:00, known by 14:32:05')
})
