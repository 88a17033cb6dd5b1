// npm run build runs this after Parcel: the brotli and gzip siblings of dist/client's text assets.
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { compressAssets } from './client-compression.js'

const t = compressAssets(process.argv[2] ?? join(projectRoot(), 'dist', 'client'))
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
console.log(`compressed ${t.files} text assets: ${kb(t.raw)} raw, ${kb(t.brotli)} brotli, ${kb(t.gzip)} gzip`)
