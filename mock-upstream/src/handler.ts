// The contract between the request pipeline and the per-area rules: a handler gets a verified body and
// the player, and returns an Outcome typed by the table entry's data schema.
import type { IncomingHttpHeaders } from 'node:http'
import type { BodyOf, DataOf, EndpointId } from '../../shared/endpoints.js'
import type { CommonFieldsSchema } from '../../shared/schemas/common.js'
import type { Outcome } from './outcome.js'
import type { Localisable } from './texts/local-text.js'
import type { World } from './world/state.js'
import type { UserState } from './world/world-types.js'

export interface UploadInfo { field: string, filename: string, mime: string, size: number }

export interface HandlerContext<B> {
  world: World
  /** The caller; always set for `login: true` calls (the pipeline answers 50301 otherwise). */
  user: UserState | null
  body: B
  /** The common fields of a JSON body (null for GET and multipart). */
  common: CommonFieldsSchema | null
  headers: IncomingHttpHeaders
  /** The received file of a multipart call. */
  upload: UploadInfo | null
}

/** Texts in the answer may still be in every language: the pipeline answers the caller's one. */
export type Handler<K extends EndpointId> = (ctx: HandlerContext<BodyOf<K>>) => Outcome<Localisable<DataOf<K>>>

/** One handler per table entry: a new entry does not compile until the mock knows how to answer it. */
export type HandlerTable = { [K in EndpointId]: Handler<K> }

/** The caller of a login call (the pipeline has already refused calls without one). */
export function me (ctx: HandlerContext<unknown>): UserState {
  if (ctx.user === null) throw new Error('login call reached its handler without a user')
  return ctx.user
}

/** What the rule of call K gets and answers, for the rules the handler tables name. */
export type RuleContext<K extends EndpointId> = HandlerContext<BodyOf<K>>
export type RuleAnswer<K extends EndpointId> = Outcome<Localisable<DataOf<K>>>
