// npm run build runs this after Parcel and before compressing: scripts/client-manifest.ts.
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { writeManifest } from './client-manifest.js'

const manifest = writeManifest(process.argv[2] ?? join(projectRoot(), 'dist', 'client'))
const pages = Object.keys(manifest.pages).length
const languages = Object.keys(manifest.catalogues).length
console.log(`preload manifest: entry ${manifest.entry}, ${pages} pages, ${languages} languages`)
