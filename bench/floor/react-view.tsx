// The React reference's second module: React 19's renderer, then one render of the balance.
import { createRoot } from 'react-dom/client'
import { balanceText, type Balance } from './balance.js'

function BalanceView ({ balance }: { balance: Balance }): React.JSX.Element {
  return (
    <>
      <h1>My Balance</h1>
      <p>Total</p>
      <p className='money' data-testid='balance-total'>{balanceText(balance)}</p>
    </>
  )
}

const root = document.getElementById('root')
void window.floorBalance?.then(balance => {
  if (root !== null) createRoot(root).render(<BalanceView balance={balance} />)
})
