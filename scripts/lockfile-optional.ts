/** One `packages` entry of package-lock.json, as far as this check reads it. */
export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

/** The parts of package-lock.json (v3) this check reads. */
export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Optional dependencies no lock entry records, as the entries `npm ci` expects for them. */
export function missingOptionalEntries(lock: Lockfile): [string, LockEntry][] {
  const missing = new Map<string, LockEntry>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (nested in lock.packages || top in lock.packages || missing.has(top)) continue;
      missing.set(top, { version, optional: true, ...(entry.dev ? { dev: true } : {}) });
    }
  }
  return [...missing];
}
