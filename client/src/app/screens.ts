// The route table's lazy half (router.tsx): each screen's title, as a message key, and what the router hands
// a screen that is one feature component (its hrefs: features do not import app/), checked against the
// component's props. A chunk of its own, fetched with every screen past the first: the entry names only the
// first screen's messages (tests/client/catalogue-parts.test.ts) and the first paint carries no other screen's
// values. My Balance's title is in router.tsx.
import type { ComponentProps } from 'react'
import { paths, paymentLinks, type ScreenName } from './paths.js'
import type { WithdrawOption } from '../features/withdraw/option/withdraw-option.js'
import type { RechargeCard } from '../features/recharge/recharge-card.js'
import type { RechargeScratchers } from '../features/recharge/recharge-scratchers.js'
import type { RechargeDirect } from '../features/recharge/recharge-direct.js'
import type { FeedbackPreview } from '../features/feedback/feedback-preview.js'
import type { AddAgentCash } from '../features/transfer/add-agent-cash.js'
import type { AgentManage } from '../features/dealer/account/agent-manage.js'
import type { PayTransList } from '../features/dealer/records/pay-trans-list.js'
import type { PayCenterUser } from '../features/dealer/followers/pay-center-user.js'

export interface ScreenEntry { title: string, props?: object }

export const screens: Record<Exclude<ScreenName, 'assetDetail'>, ScreenEntry> = {
  assetOrder: { title: 'recharge.order_title' },
  assetTransactions: { title: 'asset.transactions' },
  withdrawOption: {
    title: 'withdraw.title',
    props: {
      rechargeHref: paths.rechargeAmount.getHref(),
      bindHref: paths.withdrawBind.getHref,
      recordHref: paths.withdrawRecord.getHref(),
      balanceHref: paths.assetDetail.getHref()
    } satisfies ComponentProps<typeof WithdrawOption>
  },
  withdrawBind: { title: 'withdraw.bind_title' },
  withdrawRecord: { title: 'withdraw.record_title' },
  rechargeAmount: { title: 'recharge.title' },
  rechargeChannel: { title: 'recharge.channel_page_title' },
  rechargeCard: {
    title: 'recharge.card_title',
    props: {
      links: paymentLinks(paths.rechargeCard.getHref())
    } satisfies ComponentProps<typeof RechargeCard>
  },
  rechargeScratchers: {
    title: 'recharge.scratchers_title',
    props: {
      links: paymentLinks(paths.rechargeScratchers.getHref())
    } satisfies ComponentProps<typeof RechargeScratchers>
  },
  rechargeDirect: {
    title: 'recharge.direct_title',
    props: {
      links: paymentLinks(paths.rechargeDirect.getHref())
    } satisfies ComponentProps<typeof RechargeDirect>
  },
  rechargeNotice: { title: 'recharge.notice_title' },
  gpRechargeAmount: { title: 'recharge.shop_title' },
  feedback: { title: 'feedback.title' },
  feedbackHistory: { title: 'feedback.history_title' },
  feedbackDetail: { title: 'feedback.detail_title' },
  feedbackPreview: {
    title: 'feedback.preview_title',
    props: {
      formHref: paths.feedback.getHref(),
      historyHref: paths.feedbackHistory.getHref(),
      detailHref: paths.feedbackDetail.getHref
    } satisfies ComponentProps<typeof FeedbackPreview>
  },
  privacy: { title: 'document.privacy.title' },
  aboutUs: { title: 'document.aboutus.title' },
  userTransfer: { title: 'transfer.title' },
  transfersRecord: { title: 'transfer.record_title' },
  addAgentCash: {
    title: 'transfer.agency_title',
    props: {
      recordHref: paths.transfersRecord.getHref(),
      transferHref: paths.userTransfer.getHref()
    } satisfies ComponentProps<typeof AddAgentCash>
  },
  agentManage: {
    title: 'dealer.centre_title',
    props: {
      hrefs: {
        payOut: paths.payOut.getHref(),
        payRoll: paths.payRoll.getHref(),
        sell: paths.payTransCash.getHref(),
        transfers: paths.payTransList.getHref(),
        data: paths.payCenterData.getHref(),
        followers: paths.payCenterUser.getHref()
      }
    } satisfies ComponentProps<typeof AgentManage>
  },
  payOut: { title: 'dealer.pay_out_title' },
  payRoll: { title: 'dealer.pay_roll_title' },
  payTransCash: { title: 'dealer.sell_title' },
  payTransList: {
    title: 'dealer.transfers_title',
    props: {
      sellHref: paths.payTransCash.getHref
    } satisfies ComponentProps<typeof PayTransList>
  },
  payCenterData: { title: 'dealer.data_title' },
  payCenterUser: {
    title: 'dealer.followers_title',
    props: {
      sellHref: paths.payTransCash.getHref
    } satisfies ComponentProps<typeof PayCenterUser>
  }
}
