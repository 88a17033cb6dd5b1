// npm run build runs this before the client build: rewrites the client's generated sources when their origin
// changed: the route files (from the endpoint table) and the catalogue parts (from locales/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { FIRST_GENERATED, GENERATED, generate, generateFirst } from './client-routes.js'
import { writeCatalogueParts } from './catalogue-parts.js'

for (const [file, text] of [[GENERATED, generate()], [FIRST_GENERATED, generateFirst()]] as const) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text)
}
writeCatalogueParts()
