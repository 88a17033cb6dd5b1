// The payment methods for an amount, with the upstream's markers as words (never colour alone).
import { useId } from 'react'
import type { Channel } from '../../../../shared/schemas/recharge.js'
import { t } from '../../lib/i18n.js'
import { FieldError } from '../../components/field-error.js'

/** The method chosen for the player: the one they used before, else the best, else a recommended one. */
export function defaultChannel (channels: readonly Channel[]): Channel | undefined {
  return channels.find(c => c.used) ?? channels.find(c => c.optimal) ?? channels.find(c => c.recommended) ?? channels[0]
}

interface ChannelPickerProps {
  channels: readonly Channel[]
  selected: number | null
  onSelect: (c: Channel) => void
  error?: string | null
  /** The group's id, for a form that moves focus to it. */
  id?: string
}

export function ChannelPicker ({ channels, selected, onSelect, error, id }: ChannelPickerProps) {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <div className='card'>
      <fieldset
        id={id}
        className='channel-picker'
        aria-describedby={error ? errorId : undefined}
        data-testid='channel-picker'
      >
        <legend><h2>{t('recharge.channel_title')}</h2></legend>
        <div className='channel-options'>
          {channels.map(c => (
            <label key={c.channel_id} className='channel-option' data-testid={`channel-${c.channel_id}`}>
              <input
                type='radio'
                name={name}
                value={c.channel_id}
                checked={selected === c.channel_id}
                onChange={() => { onSelect(c) }}
              />
              <span className='channel-name'>{c.name}</span>
              <span className='channel-badges'>
                {c.optimal ? <span className='badge'>{t('recharge.badge_optimal')}</span> : null}
                {c.recommended ? <span className='badge'>{t('recharge.badge_recommended')}</span> : null}
                {c.used ? <span className='badge warn'>{t('recharge.badge_used')}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    </div>
  )
}
