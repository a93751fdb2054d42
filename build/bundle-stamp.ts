import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a compiled bundle was made of: every file it read (by modification time and size), every
 * folder whose listing it read (by modification time) and every path it looked for and did not
 * find, with a key for how it was compiled (the configuration's own files).
 */
export interface BundleStamp {
  key: string;
  files: [path: string, mtimeMs: number, size: number][];
  folders: [path: string, mtimeMs: number][];
  missing: string[];
}

/** What webpack lists as a compilation's inputs (`compilation.fileDependencies` and the like). */
export interface BundleInputs {
  fileDependencies: Iterable<string>;
  contextDependencies: Iterable<string>;
  missingDependencies: Iterable<string>;
}

/** Where a bundle's folder keeps its stamp. */
const STAMP_FILE = 'bundle-stamp.json';

/**
 * The stamp of a bundle compiled from `inputs` by a compilation that started at `startedMs`; null
 * when an input changed since (the bundle may hold the older text: the next build compiles again).
 */
export function stampOf(inputs: BundleInputs, key: string, startedMs: number): BundleStamp | null {
  const files: BundleStamp['files'] = [];
  for (const path of inputs.fileDependencies) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue;
    if (stat.mtimeMs >= startedMs) return null;
    files.push([path, stat.mtimeMs, stat.size]);
  }
  const folders: BundleStamp['folders'] = [];
  for (const path of inputs.contextDependencies) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat) folders.push([path, stat.mtimeMs]);
  }
  const missing = [...inputs.missingDependencies].filter((path) => !existsSync(path));
  return { key, files, folders, missing };
}

/** Whether a bundle with this stamp is what compiling now would make: same key, no input changed. */
export function stampHolds(stamp: BundleStamp, key: string): boolean {
  if (stamp.key !== key) return false;
  const unchanged = (path: string, mtimeMs: number, size?: number) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    return !!stat && stat.mtimeMs === mtimeMs && (size === undefined || stat.size === size);
  };
  return (
    stamp.files.every(([path, mtimeMs, size]) => unchanged(path, mtimeMs, size)) &&
    stamp.folders.every(([path, mtimeMs]) => unchanged(path, mtimeMs)) &&
    stamp.missing.every((path) => !existsSync(path))
  );
}

/** Writes the stamp into the bundle's folder. */
export function writeStamp(dir: string, stamp: BundleStamp): void {
  writeFileSync(join(dir, STAMP_FILE), JSON.stringify(stamp));
}

/** The folder's bundle still stands for `key` (its stamp holds): nothing needs compiling. */
export function bundleStands(dir: string, key: string): boolean {
  const file = join(dir, STAMP_FILE);
  if (!existsSync(file)) return false;
  try {
    return stampHolds(JSON.parse(readFileSync(file, 'utf8')) as BundleStamp, key);
  } catch {
    // A stamp cut short (a build stopped while writing it) holds nothing.
    return false;
  }
}
