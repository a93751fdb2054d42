import { buildServer } from '../../src/server/app';
import type { ServerContext } from '../../src/server/context';
import type { BlobStoreConfig } from '../../src/server/storage/blob-store-config';

/** Where the operator's database is, read from the environment as the server reads it. */
export interface OpsEnvironment {
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  fileUrlSecret?: string;
  /** Where the uploaded files live (FILE_STORE and S3_*), as the server keeps them. */
  fileStore?: BlobStoreConfig;
  production?: boolean;
  /** Where relative file arguments (backup, restore) start from: the directory `npm run` was typed in. */
  workingDir?: string;
}

/** An open context and how to close it. */
export interface OpenedOpsContext {
  ctx: ServerContext;
  close: () => Promise<void>;
}

/**
 * The server's context on its database (SQLite in DATA_DIR, or DATABASE_URL; migrated and seeded
 * as on start), built by buildServer without listening, so commands see exactly what routes see.
 * `close()` closes the app and with it the database.
 */
export async function openOpsContext(env: OpsEnvironment): Promise<OpenedOpsContext> {
  const { app, ctx } = await buildServer({ ...env, logLevel: 'silent' });
  return { ctx, close: () => app.close() };
}
