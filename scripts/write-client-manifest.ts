// npm run build runs this after Parcel and before compressing: scripts/client-manifest.ts.
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { writeManifest } from './client-manifest.js'

const manifest = writeManifest(process.argv[2] ?? join(projectRoot(), 'dist', 'client'))
console.log(`preload manifest: entry ${manifest.entry}, ${Object.keys(manifest.pages).length} pages, ${Object.keys(manifest.catalogues).length} languages`)
