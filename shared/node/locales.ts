// Loads locales/*.json once for the gateway and the mock upstream.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../regions.js'
import type { Catalogue, Catalogues } from '../i18n.js'
import { projectRoot } from './project-root.js'

export function loadCatalogues (dir = join(projectRoot(), 'locales')): Catalogues {
  const entries = LANGUAGES.map(lang => [
    lang,
    JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Catalogue
  ])
  return Object.fromEntries(entries) as Catalogues
}
