// Coin agents the player can buy from over WhatsApp. Optional: when the list cannot be read the
// section is simply empty (the upstream answers a failure as no agents, default_selected 0).
import { useEffect, useState } from 'react'
import type { AgentList } from '../../../../shared/schemas/recharge.js'
import { money } from '../../lib/format.js'
import { siteConfig } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'
import { step } from './analytics.js'
import { rechargeAgents } from './api.js'
import { MONEY_CLOSED_NOTE_ID, useMoneyClosed } from '../../components/money-closed.js'

const EMPTY: AgentList = { agents: [], default_selected: 0 }

function whatsappHref (number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

export function Agents () {
  const [list, setList] = useState<AgentList | null>(null)
  // Buying from an agent is a coin sale: closed with the screen's note (recharge-amount.tsx) as the reason.
  const closed = useMoneyClosed('agentSell') !== null
  useEffect(() => {
    const controller = new AbortController()
    void rechargeAgents(controller.signal).then(r => {
      if (!controller.signal.aborted) setList(r.ok ? r.data : EMPTY)
    })
    return () => { controller.abort() }
  }, [])
  if (list === null || list.agents.length === 0) return null
  const coins = new Intl.NumberFormat(siteConfig()?.numberLocale ?? 'en-IN')
  return (
    // default_selected: the upstream wants the agents shown open rather than folded.
    <details className='card agents' open={list.default_selected > 0} data-testid='agents'>
      <summary><h2>{t('recharge.agents_title')}</h2></summary>
      <p className='muted'>{t('recharge.agents_text')}</p>
      <ul className='list'>
        {list.agents.map(a => (
          <li key={a.agent_id}>
            <div>
              <div>{a.name}</div>
              <div className='muted'>{t('recharge.agent_price', { price: money(a.price) })}</div>
              <div className='muted'>{t('recharge.agent_coins', { coins: coins.format(a.coins_available) })}</div>
            </div>
            {closed
              ? (
                <span
                  className='link-button is-disabled'
                  aria-disabled='true'
                  aria-describedby={MONEY_CLOSED_NOTE_ID}
                  data-testid='agent-contact-closed'
                >
                  {t('recharge.agent_whatsapp')}
                </span>
                )
              : (
                <a
                  className='link-button'
                  href={whatsappHref(a.whatsapp)}
                  target='_blank'
                  rel='noopener noreferrer'
                  aria-label={t('recharge.agent_whatsapp_of', { name: a.name })}
                  onClick={() => { step('agent_contact', { agent_id: a.agent_id }) }}
                >
                  {t('recharge.agent_whatsapp')}
                </a>)}
          </li>
        ))}
      </ul>
    </details>
  )
}
