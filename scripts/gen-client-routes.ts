// npm run build runs this before the client build: rewrites the client's route file when the table changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { GENERATED, generate } from './client-routes.js'

const text = generate()
if (!existsSync(GENERATED) || readFileSync(GENERATED, 'utf8') !== text) writeFileSync(GENERATED, text)
