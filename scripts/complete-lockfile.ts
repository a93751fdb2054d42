/**
 * `npm run lock`: after `npm install`, records in package-lock.json every optional dependency
 * that npm left out. The registry mirror on Fenqi's machines serves no binaries for other
 * platforms (darwin, win32…), so npm omits them from the lock, and then `npm ci` rejects its own
 * lock as "Missing: …". Recorded as optional entries they satisfy `npm ci` and are never fetched
 * on Linux. `--check` only reports what is missing (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingOptionalEntries } from './lockfile-optional';

const path = join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(path, 'utf8')) as Parameters<typeof missingOptionalEntries>[0];
const missing = missingOptionalEntries(lock);
if (process.argv.includes('--check')) {
  for (const [key, entry] of missing) console.log(`missing ${key}@${entry.version}`);
  process.exitCode = missing.length ? 1 : 0;
} else {
  for (const [key, entry] of missing) lock.packages[key] = entry;
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`recorded ${missing.length} optional dependencies npm left out of package-lock.json`);
}
