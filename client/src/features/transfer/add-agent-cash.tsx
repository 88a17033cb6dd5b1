// The agency list and recharge centre: agents of the player's region who sell coins over WhatsApp, their
// price per 100 coins and coins available, and how buying works (pay the agent, the agent transfers).
import { useEffect } from 'react'
import { Link } from 'wouter'
import type { AgencyItem } from '../../../../shared/schemas/transfer.js'
import { PRICE_UNIT_COINS } from '../../../../shared/rules/dealer.js'
import { PagedFooter } from '../../components/paged-footer.js'
import { BelowList, LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { track } from '../../lib/analytics.js'
import { count, money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { currentUser } from '../../lib/session.js'
import { usePaged } from '../../lib/use-paged.js'
import { agencyPages } from './api.js'
import { Avatar } from './avatar.js'
import { whatsappHref } from './whatsapp.js'
import { MoneyClosedNote, MONEY_CLOSED_NOTE_ID, useMoneyClosed } from '../../components/money-closed.js'

function AgentRow ({ agent, userId }: { agent: AgencyItem, userId: string }) {
  // Buying from an agent is a coin sale: closed with the list's note as the reason.
  const closed = useMoneyClosed('agentSell') !== null
  return (
    <li className='tf-agent' data-testid={`tf-agent-${agent.agent_id}`}>
      <Avatar src={agent.picture} name={agent.nickname} />
      <div className='tf-agent-main'>
        <span className='tf-name'>{agent.nickname}</span>
        <span data-testid='tf-agent-price'>
          {t('transfer.agent_price', { price: money(agent.price), coins: count(PRICE_UNIT_COINS) })}
        </span>
        <span className='muted'>{t('transfer.agent_coins', { coins: count(agent.coins_available) })}</span>
      </div>
      {closed
        ? (
          <span
            className='button tf-wa is-disabled'
            aria-disabled='true'
            aria-describedby={MONEY_CLOSED_NOTE_ID}
            data-testid='tf-agent-whatsapp'
          >
            {t('transfer.whatsapp')}
          </span>
          )
        : (
          <a
            className='button tf-wa'
            href={whatsappHref(agent.whatsapp, userId)}
            target='_blank'
            rel='noopener noreferrer'
            aria-label={t('transfer.whatsapp_of', { name: agent.nickname })}
            onClick={() => { track('transfer', 'agent_contact', { agent_id: agent.agent_id }) }}
            data-testid='tf-agent-whatsapp'
          >
            {t('transfer.whatsapp')}
          </a>)}
    </li>
  )
}

export function AddAgentCash ({ recordHref, transferHref }: { recordHref: string, transferHref: string }) {
  const list = usePaged(agencyPages, [])
  const userId = currentUser()?.user_id ?? ''
  useEffect(() => { track('transfer', 'agency_viewed') }, [])
  const loaded = list.state !== 'loading' && list.state !== 'failed'
  return (
    <>
      <MoneyClosedNote call='agentSell' />
      <section className='card' aria-labelledby='tf-agents-title'>
        <h2 id='tf-agents-title'>{t('transfer.agents_title')}</h2>
        {list.state === 'loading' ? <Loading reserve='38rem' /> : null}
        {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
        {loaded && list.items.length === 0 ? <NoData text={t('transfer.no_agents')} /> : null}
        {loaded && list.items.length > 0
          ? (
            <ul className='tf-list' data-testid='tf-agents'>
              {list.items.map(a => <AgentRow key={a.agent_id} agent={a} userId={userId} />)}
            </ul>
            )
          : null}
        <PagedFooter list={list} />
      </section>
      <BelowList ready={list.state !== 'loading'}>
        <section className='card' aria-labelledby='tf-how-title' data-testid='tf-how'>
          <h2 id='tf-how-title'>{t('transfer.how_title')}</h2>
          <p className='tf-my-id'>
            {t('transfer.your_user_id')} <strong dir='ltr' data-testid='tf-my-id'>{userId}</strong>
          </p>
          <ol className='tf-steps'>
            <li>{t('transfer.how_1')}</li>
            <li>{t('transfer.how_2')}</li>
            <li>{t('transfer.how_3', { user_id: userId })}</li>
            <li>{t('transfer.how_4')}</li>
          </ol>
          <p className='notice'>{t('transfer.how_safety')}</p>
        </section>
        <nav className='actions-row tf-links' aria-label={t('transfer.more')}>
          <Link href={recordHref} className='link-button'>{t('transfer.record_title')}</Link>
          <Link href={transferHref} className='link-button'>{t('transfer.title')}</Link>
        </nav>
      </BelowList>
    </>
  )
}
