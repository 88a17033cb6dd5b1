// Where a withdrawal is: steps with their state in words (for screen readers) and in shape, never colour alone.
import { t } from '../../../lib/i18n.js'
import { progressOf } from './status.js'

const MARK = { done: '✓', current: '●', todo: '○', stopped: '✕' } as const

export function ProgressSteps ({ status }: { status: number }) {
  return (
    <ol className='wd-steps' aria-label={t('withdraw.progress')}>
      {progressOf(status).map(step => (
        <li
          key={step.key}
          className={`wd-step ${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className='wd-step-mark' aria-hidden='true'>{MARK[step.state]}</span>
          <span>{step.label}</span>
          <span className='wd-sr'>{t(`withdraw.step_state.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  )
}
