// Lint: the import-direction rule from STYLE.md (data flows schema → generator/runtime/server;
// runtime talks to server over HTTP only) plus typescript-eslint's recommended set, kept light
// on style. The direction rule uses ESLint's own no-restricted-imports (a regex over the relative
// import path) rather than a resolver plugin: our folders are top-level, so a relative import that
// climbs out and into a forbidden folder is exactly `../…/<folder>/`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

/** A relative import that climbs to the repository root and enters `folder`. */
const into = (folder) => `^(\\.\\./)+${folder}(/|$)`;

/** Forbidden directions: [folder the importing file lives in, folders it must not import, why]. */
const directions = [
  ['runtime', ['generator', 'server'], 'runtime ships to browsers and talks to the server over HTTP only; share types via schema/.'],
  ['console', ['server', 'generator'], 'the operator console ships to browsers and talks to the server over HTTP only (it reuses runtime/ error texts, data).'],
  ['generator', ['server', 'runtime'], 'the CLI builds the runtime but never imports its source or the server.'],
  ['server', ['runtime', 'generator'], 'the server must not import browser code or the build CLI; share types via schema/.'],
  ['schema', ['runtime', 'server', 'generator', 'themes'], 'schema is the root of the graph; it imports nothing of ours.'],
  ['themes', ['runtime', 'server', 'generator'], 'themes are data plus a compiler; they depend on schema only.'],
];

const directionRules = directions.map(([folder, banned, message]) => ({
  files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: banned.map((b) => ({ regex: into(b), message })) }],
  },
}));

// Module boundaries (issue 14 item 1), eslint-plugin-boundaries. Elements: each server module
// (server/modules/<name>), server/lib, server/plugins, server/db, each runtime feature (runtime/features/<name>).
// - A server module imports another module only through its public entry (index.ts), never its tables.ts or
//   other internals. One exception: a module's tables.ts may import another module's tables for foreign keys.
// - server/lib imports no module; server/plugins imports modules through their entries only.
// - A runtime feature imports another feature only through its index.ts(x) (lazy.ts(x): its code-split entry).
// Test files are exempt (they set up and inspect state across modules). That no two modules import each other
// is checked by server/module-graph.test.ts.

const sameModule = { element: { type: 'server-module', captured: { name: '{{from.captured.name}}' } } };
const boundaryRules = {
  files: ['server/**/*.{ts,tsx}', 'runtime/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'server-module', pattern: 'server/modules/*', capture: ['name'] },
      { type: 'server-lib', pattern: 'server/lib' },
      { type: 'server-plugins', pattern: 'server/plugins' },
      { type: 'server-db', pattern: 'server/db' },
      { type: 'runtime-feature', pattern: 'runtime/features/*', capture: ['name'] },
    ],
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Later policies override earlier ones.
        policies: [
          {
            from: { element: { types: ['server-module', 'server-plugins'] } },
            disallow: { to: { element: { type: 'server-module' } } },
            message: 'Import another server module through its public entry (server/modules/<name>/index.ts), never its tables or internals.',
          },
          { from: { element: { types: ['server-module', 'server-plugins'] } }, allow: { to: { element: { type: 'server-module', fileInternalPath: 'index.ts' } } } },
          { from: { element: { type: 'server-module' } }, allow: { to: sameModule } },
          { from: { element: { type: 'server-module', fileInternalPath: '**/tables.ts' } }, allow: { to: { element: { type: 'server-module', fileInternalPath: '**/tables.ts' } } } },
          {
            from: { element: { type: 'server-lib' } },
            disallow: { to: { element: { type: 'server-module' } } },
            message: 'server/lib imports no server module.',
          },
          {
            from: { element: { type: 'runtime-feature' } },
            disallow: { to: { element: { type: 'runtime-feature' } } },
            message: 'Import another runtime feature through its index.ts(x) (or lazy.ts(x) for import()) only.',
          },
          { from: { element: { type: 'runtime-feature' } }, allow: { to: { element: { type: 'runtime-feature', fileInternalPath: ['index.{ts,tsx}', 'lazy.{ts,tsx}'] } } } },
          { from: { element: { type: 'runtime-feature' } }, allow: { to: { element: { type: 'runtime-feature', captured: { name: '{{from.captured.name}}' } } } } },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { types: ['server-module', 'runtime-feature'] } } } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-namespace': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-control-regex': 'off',
    },
  },
  ...directionRules,
  boundaryRules,
  {
    // issue 14 item 5: the environment is read once, by server/config.ts, into the typed config tree; modules take
    // their section from app.config. Tests and the test harness read their own switches (TEST_DATABASE_URL, ...).
    files: ['server/**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/config.ts', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from app.config (built once by server/config.ts from the environment), not process.env.' },
      ],
    },
  },
);
