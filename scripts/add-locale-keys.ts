// Adds messages to the five catalogues in one step: `node dist/scripts/add-locale-keys.js keys.json`,
// where keys.json is {"en": {key: text}, "hi": {...}, "id": {...}, "bn": {...}, "pt": {...}}.
// Every language must carry every key (with the English placeholders); existing keys are replaced.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../shared/regions.js'
import { placeholders } from '../shared/i18n.js'
import { projectRoot } from '../shared/node/project-root.js'

const file = process.argv[2]
if (file === undefined) throw new Error('usage: add-locale-keys <keys.json>')
const input = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
const en = input.en ?? {}
for (const lang of LANGUAGES) {
  const given = input[lang] ?? {}
  for (const key of Object.keys(en)) {
    const text = given[key]
    if (typeof text !== 'string' || text === '') throw new Error(`${lang}: missing ${key}`)
    const same = placeholders(text).join() === placeholders(en[key] ?? '').join()
    if (!same) throw new Error(`${lang}: ${key} placeholders differ from English`)
  }
  for (const key of Object.keys(given)) if (!(key in en)) throw new Error(`${lang}: ${key} is not in en`)
}
for (const lang of LANGUAGES) {
  const path = join(projectRoot(), 'locales', `${lang}.json`)
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>
  Object.assign(catalogue, input[lang])
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(catalogue, null, 2)}\n`)
  renameSync(tmp, path)
}
console.log(`added ${Object.keys(en).length} keys to ${LANGUAGES.join(', ')}`)
