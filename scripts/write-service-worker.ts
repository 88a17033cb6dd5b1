// npm run build:client runs this after the preload manifest and before compressing: scripts/build-service-worker.ts.
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { buildServiceWorker } from './build-service-worker.js'

const { count, size } = await buildServiceWorker(process.argv[2] ?? join(projectRoot(), 'dist', 'client'))
console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`)
