// The privacy notice and the about-us page: text from the catalogues, sections of a heading and a
// paragraph. They need no login and no app info, so they render before the region settings arrive.
import { t } from '../../lib/i18n.js'
import { DOCUMENTS, type DocumentName, type Params } from './sections.js'

export function DocumentView ({ name, params = {} }: { name: DocumentName, params?: Params }) {
  const doc = DOCUMENTS[name]
  const values = { ...params, ...doc.params?.() }
  return (
    <article className='card document' data-testid={`document-${name}`}>
      <p className='lead'>{t(`document.${name}.intro`)}</p>
      {doc.sections.map(section => (
        <section key={section} aria-labelledby={`doc-${name}-${section}`}>
          <h2 id={`doc-${name}-${section}`}>{t(`document.${name}.${section}.title`)}</h2>
          <p>{t(`document.${name}.${section}.text`, values)}</p>
        </section>
      ))}
    </article>
  )
}
