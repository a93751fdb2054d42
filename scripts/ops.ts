/**
 * `npm run ops -- <command> [arguments]`: operator commands (review, approve, reject, mark-paid,
 * backup, restore…) on the server's database — DATA_DIR (default ./data) or DATABASE_URL, as the
 * server opens it. Every run is recorded in the audit log with the operating-system user.
 * Prints the usage without a command or for an unknown one; exits 1 with a message on bad input.
 */
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { runOpsCommand } from '../tools/ops/run-ops-command';
import { blobStoreFromEnv } from '../src/server/storage/blob-store-config';

/** The operating-system user (a container user without a passwd entry has only a uid). */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER || `uid ${process.getuid?.() ?? '?'}`;
  }
}

runOpsCommand(process.argv.slice(2), {
  osUser: osUser(),
  env: {
    dataDir: process.env.DATA_DIR ?? join(__dirname, '..', 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    publicUrl: process.env.PUBLIC_URL,
    fileUrlSecret: process.env.FILE_URL_SECRET || undefined,
    fileStore: blobStoreFromEnv(process.env),
    production: process.env.NODE_ENV === 'production',
    // npm runs scripts in the package folder; a file argument means the folder it was typed in.
    workingDir: process.env.INIT_CWD || process.cwd(),
  },
}).then(
  ({ code, out, err }) => {
    for (const line of out) console.log(line);
    for (const line of err) console.error(line);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
