// Every screen of the manage centre, one tap from its home. The hrefs come from the route (features do
// not know the app's paths).
import { Link } from 'wouter'
import { t } from '../../../lib/i18n.js'

export interface CentreHrefs {
  payOut: string
  payRoll: string
  sell: string
  transfers: string
  data: string
  followers: string
}

const ITEMS: Array<{ key: keyof CentreHrefs, label: string, text: string, icon: string }> = [
  { key: 'payOut', label: 'dealer.pay_out_title', text: 'dealer.pay_out_text', icon: '⇄' },
  { key: 'payRoll', label: 'dealer.pay_roll_title', text: 'dealer.pay_roll_text', icon: '☰' },
  { key: 'sell', label: 'dealer.sell_title', text: 'dealer.sell_text', icon: '➜' },
  { key: 'transfers', label: 'dealer.transfers_title', text: 'dealer.transfers_text', icon: '⧗' },
  { key: 'data', label: 'dealer.data_title', text: 'dealer.data_text', icon: '▤' },
  { key: 'followers', label: 'dealer.followers_title', text: 'dealer.followers_text', icon: '☺' }
]

export function CentreLinks ({ hrefs }: { hrefs: CentreHrefs }) {
  return (
    <nav className='card' aria-labelledby='dealer-links-title'>
      <h2 id='dealer-links-title'>{t('dealer.links_title')}</h2>
      <ul className='dealer-links'>
        {ITEMS.map(item => (
          <li key={item.key}>
            <Link href={hrefs[item.key]} className='dealer-link' data-testid={`dealer-link-${item.key}`}>
              <span className='dealer-link-icon' aria-hidden='true'>{item.icon}</span>
              <span className='row-main'>
                <span className='row-title'>{t(item.label)}</span>
                <span className='muted'>{t(item.text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
