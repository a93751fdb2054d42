/**
 * After the e2e run: searches every line the e2e servers logged (tests/e2e/server-log.ts: info
 * level, every request and reply) for what must never be in a log — a full ID number, a password
 * the tests typed, a token (a 43-character random secret: session, draft, reset link, sign path,
 * link signature) or a Bearer header — and exits 1 naming the file and line of each. A run that
 * logged nothing fails too: then nothing was checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOG_DIR = join(__dirname, '..', 'test-results', 'e2e-logs');

/** Passwords the e2e tests type (the demo members' and the ones they set). */
const TYPED_PASSWORDS = ['demo1234', 'life2024x', 'mail2024x', 'phone2024x', 'minor2024'];

const LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'a full ID number', pattern: /(?<![A-Za-z0-9])[A-Z][1289]\d{8}(?![0-9])/ },
  { what: 'a token or signature', pattern: /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/ },
  { what: 'a Bearer token', pattern: /Bearer\s+(?!\[redacted\])\S+/i },
  { what: 'a typed password', pattern: new RegExp(TYPED_PASSWORDS.join('|')) },
];

function main(): void {
  const files = existsSync(LOG_DIR) ? readdirSync(LOG_DIR).filter((f) => f.endsWith('.log')) : [];
  let lines = 0;
  const found: string[] = [];
  for (const file of files) {
    readFileSync(join(LOG_DIR, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line) return;
        lines += 1;
        for (const { what, pattern } of LEAKS) {
          const match = pattern.exec(line);
          if (match) found.push(`${file}:${index + 1}: ${what} (${match[0].slice(0, 6)}…)`);
        }
      });
  }
  console.log(
    `e2e server logs: ${lines} lines in ${files.length} files searched, ${found.length} secrets found`,
  );
  if (lines === 0) {
    console.error('no e2e server log was written: nothing was checked');
    process.exit(1);
  }
  if (found.length > 0) {
    console.error(found.slice(0, 50).join('\n'));
    process.exit(1);
  }
}

main();
