// Finds the repository root from any module, whether it runs from source or from dist/.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

export function projectRoot (): string {
  if (cached !== undefined) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'locales')) || !existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('project root (with locales/ and package.json) not found')
    dir = parent
  }
  cached = dir
  return dir
}
