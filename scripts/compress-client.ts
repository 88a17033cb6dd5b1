// npm run build runs this after Parcel: the brotli and gzip siblings of dist/client's text assets.
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { compressAssets } from './client-compression.js'

const t = compressAssets(process.argv[2] ?? join(projectRoot(), 'dist', 'client'))
console.log(`compressed ${t.files} text assets: ${(t.raw / 1024).toFixed(1)} KB raw, ${(t.brotli / 1024).toFixed(1)} KB brotli, ${(t.gzip / 1024).toFixed(1)} KB gzip`)
