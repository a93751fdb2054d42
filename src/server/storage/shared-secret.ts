import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The secret `name` that every server instance on this database shares: made once by whichever
 * instance asks first (a second instance racing it keeps the first one's, by the primary key) and
 * read from the database ever after. `legacyFile`, when it exists, is the value an older server
 * kept on its own disk, adopted so what it signed stays valid.
 */
export async function sharedSecret(
  db: Kysely<Database>,
  name: string,
  { legacyFile, now }: { legacyFile?: string; now: Date },
): Promise<string> {
  const candidate =
    legacyFile && existsSync(legacyFile)
      ? readFileSync(legacyFile, 'utf8').trim()
      : randomBytes(32).toString('hex');
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
