// The shared store: several gateways behind one load balancer see one record per key. The claim is one
// Lua script, so two gateways racing on a key cannot both proceed.
import type { Redis } from 'ioredis'
import {
  RECORD_TTL_MS, StoreUnavailable, type Begin, type Finish, type IdempotencyStore, type SavedAnswer
} from './store.js'

// Redis's own clock decides lock expiry, so gateways with drifting clocks agree. The saved answer is kept
// as a JSON string inside the record: cjson would turn an empty array into an object.
const BEGIN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local v = redis.call('GET', KEYS[1])
if v then
  local r = cjson.decode(v)
  if r.fp ~= ARGV[1] then return {'mismatch'} end
  if r.state == 'done' then return {'replay', r.answer} end
  if r.state == 'in_flight' and tonumber(r.locked_until) > now then return {'in_flight'} end
end
local claim = cjson.encode({state = 'in_flight', fp = ARGV[1], locked_until = now + tonumber(ARGV[2])})
redis.call('SET', KEYS[1], claim, 'PX', tonumber(ARGV[3]))
return {'proceed'}
`

const PREFIX = 'wallet:idem:'

export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #redis: Redis

  constructor (redis: Redis) {
    this.#redis = redis
  }

  async begin (key: string, fingerprint: string, lockMs: number): Promise<Begin> {
    let reply: unknown
    try {
      reply = await this.#redis.eval(BEGIN, 1, PREFIX + key, fingerprint, String(lockMs), String(RECORD_TTL_MS))
    } catch (err) {
      throw new StoreUnavailable(err)
    }
    const [kind, answer] = Array.isArray(reply) ? reply as unknown[] : []
    if (kind === 'proceed' || kind === 'in_flight' || kind === 'mismatch') return { kind }
    if (kind === 'replay' && typeof answer === 'string') return { kind, answer: JSON.parse(answer) as SavedAnswer }
    throw new StoreUnavailable(new Error(`unexpected reply ${JSON.stringify(reply)}`))
  }

  async finish (key: string, fingerprint: string, result: Finish): Promise<void> {
    try {
      if (result.kind === 'not_sent') {
        await this.#redis.del(PREFIX + key)
        return
      }
      const record = result.kind === 'done'
        ? { state: 'done', fp: fingerprint, answer: JSON.stringify(result.answer) }
        : { state: 'unknown', fp: fingerprint }
      await this.#redis.set(PREFIX + key, JSON.stringify(record), 'PX', RECORD_TTL_MS)
    } catch (err) {
      throw new StoreUnavailable(err)
    }
  }
}
