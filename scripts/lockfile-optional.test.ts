/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingOptionalEntries, type Lockfile } from './lockfile-optional';

describe('package-lock.json', () => {
  it('records every optional dependency, so `npm ci` accepts it (run `npm run lock` after installs)', () => {
    const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as Lockfile;
    expect(missingOptionalEntries(lock).map(([key]) => key)).toEqual([]);
  });

  it('finds an optional dependency that has no entry', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { 'tool-darwin': '1.0.0', 'tool-linux': '1.0.0' },
        },
        'node_modules/tool-linux': { version: '1.0.0' },
      },
    };
    expect(missingOptionalEntries(lock)).toEqual([
      ['node_modules/tool-darwin', { version: '1.0.0', optional: true, dev: true }],
    ]);
  });
});
