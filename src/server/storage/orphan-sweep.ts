import type { ServerContext } from '../context';

/** What the sweep looks at: the database, the file store and the time. */
export type SweepContext = Pick<ServerContext, 'db' | 'files' | 'clock'>;

/** What a sweep did. */
export interface SweepResult {
  /** Keys of the blobs removed: no `files` row refers to them. */
  removed: string[];
  /** Blobs looked at (every blob of the store, old enough or not). */
  listed: number;
}

/** Keys asked about in one query (well under SQLite's and PostgreSQL's parameter limits). */
const BATCH = 400;

/** Of `keys`, those a `files` row (as the file or its thumbnail) or a signed document refers to. */
async function referencedKeys(ctx: SweepContext, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const rows = await ctx.db
      .selectFrom('files')
      .select(['storage_key', 'thumbnail_key'])
      .where((eb) => eb.or([eb('storage_key', 'in', batch), eb('thumbnail_key', 'in', batch)]))
      .execute();
    for (const row of rows) {
      referenced.add(row.storage_key);
      if (row.thumbnail_key) referenced.add(row.thumbnail_key);
    }
    // A signed contract's PDF is the server's own blob, kept by its signed_documents row.
    const signed = await ctx.db
      .selectFrom('signed_documents')
      .select('storage_key')
      .where('storage_key', 'in', batch)
      .execute();
    for (const row of signed) referenced.add(row.storage_key);
  }
  return referenced;
}

/**
 * Removes the blobs no `files` row refers to that were written more than `olderThan` ms ago. A
 * blob is put before its row is inserted, so a crash (or a lost database) between the two leaves
 * a blob nobody can reach; `olderThan` (an hour by default at start) spares uploads still on
 * their way to the database. Safe while servers run, and with several servers on one store.
 */
export async function sweepOrphanBlobs(
  ctx: SweepContext,
  { olderThan }: { olderThan: number },
): Promise<SweepResult> {
  const before = ctx.clock().getTime() - olderThan;
  const candidates: string[] = [];
  let listed = 0;
  for await (const blob of ctx.files.blobs.list()) {
    listed++;
    if (blob.modifiedAt.getTime() <= before) candidates.push(blob.key);
  }
  const referenced = await referencedKeys(ctx, candidates);
  const removed = candidates.filter((key) => !referenced.has(key));
  for (const key of removed) await ctx.files.remove(key);
  return { removed, listed };
}

/** Age below which the sweep at start spares an unreferenced blob in a shared store (another instance's upload on its way). */
export const START_SWEEP_AGE_MS = 60 * 60 * 1000;

/**
 * How old an unreferenced blob must be for the sweep at start to remove it. A store of this
 * process alone (DATA_DIR/files) can hold no upload on its way that began before the process
 * did, so everything older than the process goes (what a `kill -9` left, seconds ago); in a store
 * shared with other instances only what is older than an hour.
 */
export function startSweepAge(ctx: SweepContext, processStartedAt = performance.timeOrigin): number {
  return ctx.files.blobs.shared ? START_SWEEP_AGE_MS : Math.max(0, ctx.clock().getTime() - processStartedAt);
}

/**
 * Runs the sweep without holding up the start (main.ts): what a crash left in the store goes
 * once the server is up; the outcome is logged, a failure only warned about.
 */
export function sweepInBackground(
  ctx: SweepContext,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): void {
  sweepOrphanBlobs(ctx, { olderThan: startSweepAge(ctx) }).then(
    ({ removed, listed }) => log.info({ listed, removed: removed.length }, 'orphan file sweep done'),
    (error: unknown) => log.warn({ err: error }, 'orphan file sweep failed'),
  );
}
