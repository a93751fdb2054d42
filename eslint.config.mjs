import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer rule of ARCHITECTURE.md: validation ← forms ← flows ← app; the server never imports
 * React-side code. A path listed in `from` may not be imported by files in `target`.
 */
const layerZones = [
  {
    target: './src/validation',
    from: ['./src/forms', './src/flows', './src/app', './src/server', './src/api', './src/store'],
  },
  {
    target: './src/forms',
    from: ['./src/flows', './src/app', './src/server', './src/store', './src/step-flow'],
  },
  { target: './src/api', from: ['./src/forms', './src/flows', './src/app', './src/server'] },
  { target: './src/flows', from: ['./src/app', './src/server'] },
  // The step-flow engine: flows are definitions it runs; it knows none of them.
  { target: './src/step-flow', from: ['./src/flows', './src/app', './src/server'] },
  // The camera and ID-card capture, shared by the commodity and OCR flows.
  { target: './src/capture', from: ['./src/flows', './src/app', './src/server', './src/store'] },
  // Small presentational parts shared by the shell and the flows (no state, no API).
  {
    target: './src/ui',
    from: [
      './src/flows',
      './src/app',
      './src/server',
      './src/store',
      './src/api',
      './src/forms',
      './src/step-flow',
    ],
  },
  // The contract texts and their renderer, shared by the client (to show) and the server (to record).
  {
    target: './src/contracts',
    from: [
      './src/forms',
      './src/flows',
      './src/app',
      './src/server',
      './src/api',
      './src/store',
      './src/step-flow',
      './src/ui',
    ],
  },
  {
    // The rules both the page and the server hold (src/domain): plain values and pure functions.
    target: './src/domain',
    from: readdirSync('./src')
      .filter((entry) => entry !== 'domain' && !entry.includes('.'))
      .map((entry) => `./src/${entry}`),
  },
  // The LINE (LIFF) client, shared by the auth (login) and member (link / unlink) flows.
  { target: './src/line', from: ['./src/flows', './src/app', './src/server', './src/store', './src/forms'] },
  {
    target: './src/server',
    from: [
      './src/forms',
      './src/flows',
      './src/store',
      './src/capture',
      './src/line',
      './src/ui',
      './src/step-flow',
    ],
  },
  // Of the API client, the server knows the session's cookie names (it draws a page for the session).
  { target: './src/server', from: './src/api', except: ['./session-cookie-names.ts'] },
  // Of the app, the server knows only what src/app/prerender/server-contract.ts declares.
  { target: './src/server', from: './src/app', except: ['./prerender/server-contract.ts'] },
  // One direction on the server: routes call services and the database; nothing but the app that
  // registers them (app.ts) imports a route.
  {
    target: './src/server/!(routes|app.ts)/**',
    from: './src/server/routes',
  },
  {
    target: './src/server/!(app).ts',
    from: './src/server/routes',
  },
  // The schema lint is pure (files in, findings out) so the studio can run it on unsaved edits:
  // only its Node entry points (app-registries, repo-files) read the app's registries and the disk.
  {
    target: './src/schema-lint/**/!(app-registries|repo-files|*.test).ts',
    from: ['./src/forms', './src/flows', './src/app', './src/server', './src/api', './src/store'],
  },
  // The tools (tools/) stand apart from the product: they may import src/, nothing in src/ imports
  // them.
  { target: './src', from: './tools' },
  // A flow is a unit: flows never import each other; what two share moves down a layer.
  ...readdirSync('./src/flows').map((flow) => ({
    target: `./src/flows/${flow}`,
    from: './src/flows',
    except: [`./${flow}`],
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-server', 'data', '.generated', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
);
