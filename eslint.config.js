// Lint for the whole repository, part of `npm test`: the project's style (neostandard: no semicolons, a
// space before function parentheses), type-aware TypeScript checks, the rules of hooks, and the import
// boundaries that keep the layout holding by itself (docs/ARCHITECTURE.md).
import neostandard from 'neostandard'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'

const features = readdirSync(new URL('./client/src/features/', import.meta.url), { withFileTypes: true })
  .filter(d => d.isDirectory()).map(d => d.name)

export default [
  { ignores: ['dist/**', '.parcel-cache/**', '.tmp/**', 'coverage/**', '.tap/**', 'client/src/lib/endpoint-routes.gen.ts'] },
  ...neostandard({ ts: true }),
  ...tseslint.configs.recommendedTypeChecked.map(c => ({ ...c, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } }
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // One name for a TypeBox schema and its type is the project's pattern; TypeScript checks real redeclarations.
      '@typescript-eslint/no-redeclare': 'off',
      // `void promise` is how a call site says it does not wait (what no-floating-promises asks for).
      'no-void': ['error', { allowAsStatement: true }],
      // The upstream API's fields are snake_case and are used as the wire spells them.
      camelcase: 'off',
      // Present style: related properties share a line (a row of a table), others go one per line.
      '@stylistic/object-property-newline': 'off',
      // Present style: handlers are named for what they do (onClick={refresh}), not handleX.
      'react/jsx-handler-names': 'off',
      // Fastify plugins and handlers are async by contract even when they do not wait for anything.
      '@typescript-eslint/require-await': 'off'
    }
  },
  {
    // Lines of the sources end by 120 characters, as in the model codebases; a longer line is rewritten to read
    // well (named parts, one property a line), not wrapped blindly. Tests keep long literal expectations.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['tests/**', '**/*.gen.ts'],
    rules: { '@stylistic/max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }] }
  },
  {
    // Tests read parsed JSON answers (typed any on purpose: they check what came over the wire) and hand
    // subtests to tap, which waits for them.
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafePromises: [{ from: 'package', name: 'PromiseWithSubtest', package: '@tapjs/core' }] }]
    }
  },
  {
    files: ['client/src/**/*.ts', 'client/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' }
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    // Sources import each other by their .js names (NodeNext); the resolver maps them back to the .ts files.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          ...features.map(name => ({
            target: `./client/src/features/${name}`,
            from: './client/src/features',
            except: [`./${name}`],
            message: 'A feature does not import another feature: move what both need to client/src/domain or shared/.'
          })),
          {
            target: ['./client/src/components', './client/src/lib', './client/src/domain'],
            from: './client/src/features',
            message: 'Components, domain and lib import no feature.'
          },
          {
            target: ['./client/src/components', './client/src/lib'],
            from: './client/src/domain',
            message: 'lib/ and components/ are infrastructure: they import no domain (domain/ builds on them).'
          },
          {
            target: ['./client/src/features', './client/src/domain', './client/src/components', './client/src/lib'],
            from: './client/src/app',
            message: 'Only the app imports the app (routes, paths, the router): ' +
              'a route file hands its feature the hrefs and values it needs.'
          },
          {
            target: './shared',
            from: ['./gateway', './mock-upstream', './client'],
            message: 'shared/ depends on nothing of the programs using it.'
          },
          // The three programs meet only in shared/: none imports another.
          {
            target: './client',
            from: ['./gateway', './mock-upstream'],
            message: 'The client imports no other program: what it shares with them is in shared/.'
          },
          {
            target: './gateway',
            from: ['./client', './mock-upstream'],
            message: 'The gateway imports no other program: what it shares with them is in shared/.'
          },
          {
            target: './mock-upstream',
            from: ['./client', './gateway'],
            message: 'The mock upstream imports no other program: what it shares with them is in shared/.'
          }
        ]
      }]
    }
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/node/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*'], message: 'Node built-ins only in shared/node/.' },
          { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'shared/ is used by the client too: no Fastify.' },
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'shared/ is used by the servers too: no React.' }
        ]
      }]
    }
  }
]
