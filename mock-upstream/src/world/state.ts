// The in-memory world the mock upstream plays: players, their money, orders and accounts, and the
// regional catalogues. Seeded from fixtures/; reset() puts everything back as the fixtures say.
import { ReportInbox } from './report-inbox.js'
import type { Region } from '../../../shared/regions.js'
import type { FixtureAccount, FixtureCatalog, FixtureTokens } from './fixture-schema.js'
import { resolveFixtures, type RawFixtures } from './fixtures.js'
import { advanceOrders, dealerFrom } from './dealer-world.js'
import { PaymentProvider } from './payment-provider.js'
import type { Account, PayoutOffer, Resident, StoredWithdrawal, UserState, Wallet, WorldAccess } from './world-types.js'
import { advanceSelfPayouts } from './payout-journey.js'
import { openTaxYear, taxYearOf, taxYearStart } from './tax-year.js'

const EMPTY_ACCOUNT_FIELDS = {
  name: '', upi_id: '', phone: '', email: '', pan_number: '', bank_account: '', ifsc: '', bank_name: '', branch: '',
  location: '', paytm_id: '', wallet_id: '', account_no: '', card_type: '', evp: '', cpf: ''
}

type Timeline = NonNullable<StoredWithdrawal['steps']>
/** A fixture withdrawal's request and its last move (a processing one has only its request). */
function timelineOf (w: Pick<StoredWithdrawal, 'status' | 'created_at' | 'updated_at'>): Timeline {
  const requested: Timeline[number] = { status: 0, at: w.created_at }
  return w.status === 0 ? [requested] : [requested, { status: w.status, at: w.updated_at }]
}

export function newAccount (
  fields: Partial<Account> & Pick<Account, 'account_id' | 'type' | 'status' | 'is_default'>
): Account {
  return { ...EMPTY_ACCOUNT_FIELDS, ...fields }
}

function accountFrom (f: FixtureAccount): Account {
  return newAccount(Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as unknown as Account)
}

const newestFirst = <T extends { created_at: number }>(items: T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created_at - a.item.created_at || a.index - b.index)
    .map(x => x.item)

export class World implements WorldAccess {
  private users = new Map<string, UserState>()
  private byUserId = new Map<string, UserState>()
  private residents = new Map<string, Resident>()
  /** Which agent (a dealer's user id or a catalogue agent id) each follower follows. */
  readonly followerOwner = new Map<string, string>()
  readonly payoutOffers = new Map<string, PayoutOffer>()
  private catalogs = {} as Record<Region, FixtureCatalog>
  private tokens: FixtureTokens = { errors: {}, slow: [] }
  private offsetS = 0
  private seq = 0
  /** The payment provider the upstream's orders are paid at; a party of its own, reset with the world. */
  readonly provider = new PaymentProvider()
  /** The analytics reports accepted (event report and hub), reset with the world. */
  readonly reports = new ReportInbox()

  constructor (private readonly fixtures: RawFixtures) {
    this.reset()
  }

  /** Back to the fixtures, with relative times resolved against now and the business clock at real time. */
  reset (): void {
    this.offsetS = 0
    this.seq = 0
    const resolved = resolveFixtures(this.fixtures, this.realNow())
    this.catalogs = resolved.catalogs
    this.tokens = resolved.tokens
    this.users.clear()
    this.byUserId.clear()
    this.residents.clear()
    this.followerOwner.clear()
    this.payoutOffers.clear()
    this.provider.reset()
    this.reports.reset()
    for (const [token, f] of resolved.users) {
      const user: UserState = {
        token,
        region: f.profile.region as Region,
        profile: f.profile,
        asset: f.asset,
        accounts: f.accounts.map(accountFrom),
        pan: f.pan,
        trades: newestFirst(f.trades),
        // The fixtures keep a withdrawal's request and its last move: its timeline until it moves again.
        withdrawals: newestFirst(f.withdrawals).map(w => ({
          ...w,
          steps: w.steps ?? timelineOf(w)
        })),
        rechargeOrders: newestFirst(f.recharge_orders.map(o => {
          const packages = resolved.catalogs[f.profile.region as Region].recharge.packages
          const pkg = o.package_id === null ? undefined : packages.find(p => p.id === o.package_id)
          return { ...o, activity_type: pkg?.activity_type ?? 0, first_extra: 0 }
        })),
        packageBuys: new Map(Object.entries(f.package_buys).map(([k, v]) => [Number(k), v])),
        activityProgress: new Map(Object.entries(f.activity_progress).map(([k, v]) => [Number(k), v])),
        feedback: newestFirst(f.feedback.map(item => ({ ...item, variant: item.variant ?? 'general' }))),
        transfers: newestFirst(f.transfers ?? []),
        declaration: f.declaration ?? null,
        taxYear: {
          ...openTaxYear(
            taxYearStart(
              this.now(),
              f.profile.region as Region,
              resolved.catalogs[f.profile.region as Region].withdraw_conf.tax_year_start
            ),
            f.asset.amount
          ),
          ...f.tax_year
        },
        ...(f.dealer === undefined ? {} : { dealer: dealerFrom(f.dealer, f.profile.region as Region, this.now()) })
      }
      this.users.set(token, user)
      this.byUserId.set(user.profile.user_id, user)
      // The fixtures' pending orders are still open at the provider, so tests can settle them too.
      for (const o of user.rechargeOrders) if (o.status === 0) this.provider.open(o.order_id, token, o.amount)
    }
    // Followers without a token of their own live on as residents.
    for (const user of this.users.values()) {
      for (const follower of user.dealer?.followers ?? []) {
        this.followerOwner.set(follower.user_id, user.profile.user_id)
        if (this.byUserId.has(follower.user_id) || this.residents.has(follower.user_id)) continue
        this.residents.set(follower.user_id, {
          user_id: follower.user_id,
          name: follower.name,
          picture: follower.picture,
          region: user.region,
          coins: 0,
          transfers: []
        })
      }
    }
  }

  /**
   * Moves every dealer's orders to the business clock's now (time-outs, the complaint window, reviews), and the
   * upstream's own payouts.
   */
  tick (): void {
    const now = this.now()
    for (const user of this.users.values()) {
      // A tax year that has ended closes with the balance of now, before anything else moves it.
      taxYearOf(this, user)
      if (user.dealer !== undefined) advanceOrders(this, user, now)
      advanceSelfPayouts(this, user, now)
    }
  }

  /** A player or resident of the caller's region: each region's upstream knows only its own players, so a
   * transfer, a lookup or a follower of another region is a user that does not exist there. */
  walletIn (region: Region, userId: string): Wallet | undefined {
    const wallet = this.wallet(userId)
    return wallet?.region === region ? wallet : undefined
  }

  /** A player or resident by user id, to send coins to. */
  wallet (userId: string): Wallet | undefined {
    const user = this.byUserId.get(userId)
    if (user !== undefined) {
      return {
        user_id: userId,
        name: user.profile.name,
        picture: user.profile.picture,
        region: user.region,
        user,
        coins: () => user.asset.coins,
        addCoins: coins => { user.asset.coins += coins; return user.asset.coins },
        transfers: user.transfers
      }
    }
    const resident = this.residents.get(userId)
    if (resident === undefined) return undefined
    return {
      user_id: userId,
      name: resident.name,
      picture: resident.picture,
      region: resident.region,
      user: null,
      coins: () => resident.coins,
      addCoins: coins => { resident.coins += coins; return resident.coins },
      transfers: resident.transfers
    }
  }

  realNow (): number {
    return Math.floor(Date.now() / 1000)
  }

  /** The business clock (expiry countdowns, order times); signature checks use real time. */
  now (): number {
    return this.realNow() + this.offsetS
  }

  advanceClock (seconds: number): number {
    this.offsetS += seconds
    return this.now()
  }

  setClockOffset (seconds: number): number {
    this.offsetS = seconds
    return this.now()
  }

  user (token: string | null): UserState | undefined {
    return token === null ? undefined : this.users.get(token)
  }

  userById (userId: string): UserState | undefined {
    return this.byUserId.get(userId)
  }

  allUsers (): IterableIterator<UserState> {
    return this.users.values()
  }

  catalog (region: Region): FixtureCatalog {
    return this.catalogs[region]
  }

  /** The code every call of an error token answers (demo-err-50300 ...), if it is one. */
  errorCode (token: string | null): number | undefined {
    return token === null ? undefined : this.tokens.errors[token]
  }

  isSlow (token: string | null): boolean {
    return token !== null && this.tokens.slow.includes(token)
  }

  /** Ids of things made at run time; fixture ids use lower numbers so they never collide. */
  nextId (prefix: string): string {
    this.seq += 1
    return `${prefix}${90000000 + this.seq}`
  }
}
