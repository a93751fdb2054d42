/**
 * Failures of what the server stores into, not of the request: a full or read-only disk, a
 * database that is gone or restarting. The member can do nothing about them but try again, so
 * they answer 503 with a Retry-After instead of a 500, and the server needs no restart once the
 * cause goes away (SQLite reopens nothing; PostgreSQL's pool opens a new connection per query).
 */

/** Codes of the disk (Node's fs), of SQLite (better-sqlite3) and of the network to PostgreSQL. */
const UNAVAILABLE_CODES = new Set([
  // the disk: full, over quota, read-only, gone
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  // SQLite: the file cannot be written or read (extended codes start the same way)
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_PROTOCOL',
  // the way to PostgreSQL
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: connection exceptions (08…), insufficient
 * resources (53…: disk full, out of memory, too many connections), operator intervention (57P…:
 * shutdown, crash recovery, cannot connect now) and a read-only transaction on a standby (25006).
 */
const UNAVAILABLE_SQLSTATE = /^(?:08|53|57P)|^25006$/;

/** What node-postgres throws when the connection ends under a query or cannot be opened in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether an error (or what it wraps) means the disk or the database is unavailable right now. */
export function isStorageUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const code = codeOf(error);
  if (code) {
    if (UNAVAILABLE_CODES.has(code)) return true;
    if (/^SQLITE_(?:READONLY|IOERR|CANTOPEN|BUSY|LOCKED)_/.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isStorageUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isStorageUnavailable(inner, depth + 1));
}

/** Seconds a client is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;
