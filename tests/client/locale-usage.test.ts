// Every message key the client asks for by name exists in locales/en.json, so no screen ever shows a raw
// key. Keys built at run time (t(`trade.type.${type}`)) cannot be checked here and are skipped.
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { projectRoot } from '../../shared/node/project-root.js'
import { catalogue } from '../helpers/messages.js'

const root = projectRoot()
const en = catalogue('en')

function sources (dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(e.name) ? [path] : []
  })
}

/** t('key'), t("key") and t(`key`) without interpolation; not obj.t(...) nor other functions ending in t. */
const CALL = /(?<![\w$.])t\(\s*(?:'([^'\\\n]+)'|"([^"\\\n]+)"|`([^`$\\\n]+)`)/g

t.test('every literal t() key is in locales/en.json', async t => {
  const files = sources(join(root, 'client', 'src'))
  t.ok(files.length > 0, 'client sources found')
  let count = 0
  const missing: string[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(CALL)) {
      const key = m[1] ?? m[2] ?? m[3] ?? ''
      count++
      if (!(key in en)) {
        const line = text.slice(0, m.index).split('\n').length
        missing.push(`${relative(root, file)}:${line} ${key}`)
      }
    }
  }
  t.ok(count > 50, `${count} literal keys checked`)
  t.same(missing, [], 'no key missing from locales/en.json')
})
