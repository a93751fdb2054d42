import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ApiError } from '../api-error';
import type { JsonFormatter } from './studio-files';

/**
 * Formats JSON as `npm run format` would (prettier with the repository's settings, found from the
 * file's own path), so a file the studio saves passes `npm run lint` and its diff shows only what
 * the analyst changed. Prettier runs as its own CLI in a child process: it is a development
 * dependency, needed only when the studio saves (never in production), and its ES modules load
 * there whatever module system the server runs under.
 */
export function prettierJsonFormatter(root: string): JsonFormatter {
  const cli = require.resolve('prettier/bin/prettier.cjs');
  return (text, path) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, '--stdin-filepath', join(root, path)], { cwd: root });
      let out = '';
      let err = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
      child.on('error', reject);
      child.on('close', (status) =>
        status === 0 ? resolve(out) : reject(new ApiError(422, '422', `無法排版：${err.trim()}`)),
      );
      child.stdin.end(text);
    });
}
