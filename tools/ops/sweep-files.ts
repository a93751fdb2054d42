import { sweepOrphanBlobs } from '../../src/server/storage/orphan-sweep';
import type { OpsCommand } from './ops-command';

/** Default age below which an unreferenced blob is spared: an upload may still be on its way to the database. */
const DEFAULT_MINUTES = 60;

/** `sweep-files [minutes]`: removes stored files no database row refers to, older than `minutes` (60). */
export const sweepFiles: OpsCommand = {
  name: 'sweep-files',
  usage: '[minutes]',
  summary: `remove uploaded files no database row refers to, older than [minutes] (default ${DEFAULT_MINUTES})`,
  async run(ctx, args) {
    if (args.length > 1) throw new Error('sweep-files takes at most one number of minutes');
    const minutes = args[0] === undefined ? DEFAULT_MINUTES : Number(args[0]);
    if (!Number.isFinite(minutes) || minutes < 0)
      throw new Error(`minutes must be a number of at least 0, not "${args[0]}"`);
    const { removed, listed } = await sweepOrphanBlobs(ctx, { olderThan: minutes * 60_000 });
    return [
      `${ctx.files.blobs.description}: ${listed} files, ${removed.length} removed (no database row, older than ${minutes} min)`,
      ...removed.map((key) => `  removed ${key}`),
    ];
  },
};
