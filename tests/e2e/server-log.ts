import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ServerConfig } from '../../src/server/app';

/** Where the e2e servers' logs go; `scripts/check-e2e-logs.ts` reads them after the run. */
export const E2E_LOG_DIR = join(__dirname, '..', '..', 'test-results', 'e2e-logs');

let servers = 0;

/**
 * Logging for a server an e2e test starts: the most the server writes short of debug (info, every
 * request and reply), into a file of this test file's own, so that the whole run's log can be
 * searched for passwords, tokens and ID numbers once the browser has done everything a member does.
 */
export function e2eServerLog(): Pick<ServerConfig, 'logLevel' | 'logRequests' | 'logStream'> {
  mkdirSync(E2E_LOG_DIR, { recursive: true });
  servers += 1;
  const file = join(E2E_LOG_DIR, `${basename(process.argv[1] ?? 'e2e')}-${process.pid}-${servers}.log`);
  return {
    logLevel: 'info',
    logRequests: true,
    logStream: { write: (line: string) => appendFileSync(file, line) },
  };
}
