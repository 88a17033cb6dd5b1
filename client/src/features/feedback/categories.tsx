// The categories (from the upstream, per region) and the common questions of the chosen one, each
// opening to its answer: many players find their answer here and need not write at all.
import { t } from '../../lib/i18n.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { useFeedbackQuestions, useFeedbackTypes } from './api.js'
import { FieldError } from '../../components/field-error.js'

export const CATEGORY_ID = 'feedback-category'

interface CategoryProps {
  selected: number | null
  error: string | null
  onSelect: (typeId: number, name: string) => void
}

export function CategoryPicker ({ selected, error, onSelect }: CategoryProps) {
  const types = useFeedbackTypes()
  const errorId = `${CATEGORY_ID}-error`
  return (
    <fieldset
      className='field category-field'
      id={CATEGORY_ID}
      tabIndex={-1}
      aria-describedby={error === null ? undefined : errorId}
      data-testid='feedback-categories'
    >
      <legend>{t('feedback.category')} <span className='muted'>{t('feedback.required_mark')}</span></legend>
      {types.state === 'loading' ? <Loading /> : null}
      {types.state === 'failed' ? <LoadFailed failure={types.failure} onRetry={types.retry} /> : null}
      {types.state === 'ready'
        ? types.data.items.length === 0
          ? <NoData />
          : (
            <div className='chips wrap'>
              {types.data.items.map(type => (
                <button
                  key={type.type_id}
                  type='button'
                  className='chip'
                  aria-pressed={selected === type.type_id}
                  onClick={() => { onSelect(type.type_id, type.name) }}
                >
                  {type.name}
                </button>
              ))}
            </div>
            )
        : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

export function CommonQuestions ({ typeId }: { typeId: number }) {
  const questions = useFeedbackQuestions(typeId)
  return (
    <section className='card' aria-labelledby='questions-title' data-testid='feedback-questions'>
      <h2 id='questions-title'>{t('feedback.questions_title')}</h2>
      {questions.state === 'loading' ? <Loading /> : null}
      {questions.state === 'failed' ? <LoadFailed failure={questions.failure} onRetry={questions.retry} /> : null}
      {questions.state === 'ready'
        ? questions.data.items.length === 0
          ? <NoData text={t('feedback.no_questions')} />
          : (
            <div className='faq'>
              {questions.data.items.map(q => (
                <details key={q.question_id} data-testid='feedback-question'>
                  <summary>{q.question}</summary>
                  <p>{q.answer}</p>
                </details>
              ))}
            </div>
            )
        : null}
    </section>
  )
}
