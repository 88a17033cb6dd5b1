// Transfer coins to another player (docs/ARCHITECTURE.md "Limits and constants"): the coins the player
// holds, the form, the confirmation, the success screen. A dealer sends from the coins available for sale.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import type { DataOf } from '../../../../shared/endpoints.js'
import { LoadFailed, Loading } from '../../components/screen-states.js'
import { DeclarationGate } from '../../domain/india-declaration.js'
import { track } from '../../lib/analytics.js'
import { t } from '../../lib/i18n.js'
import { currentUser, refreshAtom } from '../../lib/session.js'
import { useAssetInfo } from '../../domain/asset-info.js'
import { useMoneyDeclaration } from '../../domain/declaration.js'
import type { OtherUser } from './api.js'
import { CoinsCard } from './coins-card.js'
import { Success, SUCCESS_TITLE_ID } from './success.js'
import { TransferForm } from './transfer-form.js'

interface Props {
  /** From `?user_id=`: a receiver chosen elsewhere (a follower list, a chat). */
  initialUserId: string
  recordHref: string
  agentsHref: string
}

export function UserTransfer ({ initialUserId, recordHref, agentsHref }: Props) {
  const refresh = useAtomValue(refreshAtom)
  const asset = useAssetInfo([refresh])
  const declaration = useMoneyDeclaration()
  const user = currentUser()
  const dealer = user?.is_dealer === true
  const [done, setDone] = useState<{ result: DataOf<'transfer'>, user: OtherUser } | null>(null)
  /** The coins the transfer answer reported, shown until the balances read again agree. */
  const [latest, setLatest] = useState<number | null>(null)
  /** A new form (empty fields) after "another transfer". */
  const [round, setRound] = useState(0)
  const focusSuccess = useRef(false)

  useEffect(() => { track('transfer', 'viewed', { dealer, prefilled: initialUserId !== '' }) }, [dealer, initialUserId])
  const data = asset.state === 'ready' ? asset.data : null
  useEffect(() => { setLatest(null) }, [data])
  useEffect(() => {
    if (done !== null && focusSuccess.current) {
      focusSuccess.current = false
      document.getElementById(SUCCESS_TITLE_ID)?.focus()
    }
  }, [done])

  const { reload } = asset
  const onDone = useCallback((result: DataOf<'transfer'>, to: OtherUser) => {
    focusSuccess.current = true
    setDone({ result, user: to })
    setLatest(result.coins)
    reload()
  }, [reload])

  // Drawn once both are in, so the form does not arrive after the coins and push the page.
  if (asset.state === 'loading' || (done === null && declaration.state === 'loading')) return <Loading />
  if (asset.state === 'failed') return <LoadFailed failure={asset.failure} onRetry={asset.retry} />
  const coins = latest ?? asset.data.coins

  return (
    <>
      <CoinsCard coins={coins} dealer={dealer} />
      {done !== null
        ? (
          <Success
            result={done.result}
            user={done.user}
            recordHref={recordHref}
            onAnother={() => { setDone(null); setRound(r => r + 1) }}
          />
          )
        : (
          // India: a barred or missing declaration stops here, before the receiver, the coins and the confirmation.
          <DeclarationGate declaration={declaration} title={t('transfer.declare_title')}>
            <TransferForm
              key={round}
              available={coins}
              ownId={user?.user_id ?? ''}
              initialUserId={round === 0 ? initialUserId : ''}
              recordHref={recordHref}
              onDone={onDone}
              onCoinsStale={reload}
            />
          </DeclarationGate>
          )}
      <nav className='actions-row tf-links' aria-label={t('transfer.more')}>
        <Link href={recordHref} className='link-button'>{t('transfer.record_title')}</Link>
        <Link href={agentsHref} className='link-button'>{t('transfer.buy_coins')}</Link>
      </nav>
    </>
  )
}
