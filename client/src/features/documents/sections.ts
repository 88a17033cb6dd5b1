// Which sections each document has (their text is in locales/, keys document.<name>.<section>.title
// and .text). The barred states and the minimum age come from the eligibility rules, so the page and
// the checks cannot disagree; the service hours come from the route (the support feature owns them).
import { BARRED_STATES, MIN_AGE } from '../../../../shared/rules/eligibility.js'
import { currentLanguage } from '../../lib/i18n.js'

export type DocumentName = 'privacy' | 'aboutus'

export type Params = Record<string, string | number>

interface DocumentDef {
  sections: readonly string[]
  /** Values the texts name, filled in at render (the current language's list format). */
  params?: () => Params
}

function list (items: readonly string[]): string {
  try {
    return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items)
  } catch {
    // Older WebViews have no Intl.ListFormat.
    return items.join(', ')
  }
}

export const DOCUMENTS: Readonly<Record<DocumentName, DocumentDef>> = {
  privacy: {
    sections: ['data', 'kyc', 'why', 'sharing', 'retention', 'security', 'rights', 'contact']
  },
  aboutus: {
    sections: ['product', 'regions', 'money', 'responsible', 'help', 'age', 'barred', 'contact'],
    params: () => ({ age: MIN_AGE, states: list(BARRED_STATES) })
  }
}
