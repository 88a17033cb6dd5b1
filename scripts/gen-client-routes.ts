// npm run build runs this before the client build: rewrites the client's generated sources when their origin
// changed: the route file (from the endpoint table) and the catalogue parts (from locales/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { GENERATED, generate } from './client-routes.js'
import { writeCatalogueParts } from './catalogue-parts.js'

const text = generate()
if (!existsSync(GENERATED) || readFileSync(GENERATED, 'utf8') !== text) writeFileSync(GENERATED, text)
writeCatalogueParts()
