import { join } from 'node:path';

/**
 * The built client under test: dist/ as `npm run build` writes it, or the folder FENQI_CLIENT_DIR
 * names (the same variable makes webpack build there), so two builds can be tested side by side.
 */
export const CLIENT_DIR =
  process.env.FENQI_CLIENT_DIR ?? process.env.E2E_CLIENT_DIR ?? join(__dirname, '..', '..', 'dist');
