/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { idempotencyKeys } from './migrations/024-idempotency-keys';
import { idempotencyRequestHash } from './migrations/029-idempotency-request-hash';
import { oncePerKey, replyOncePerKey, sentBodyHash } from './idempotency';
import type { Database } from './schema';

const now = () => new Date('2026-11-29T04:00:00Z');

async function database(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });
  await idempotencyKeys.up(db as Kysely<unknown>);
  await idempotencyRequestHash.up(db as Kysely<unknown>);
  return db;
}

class TooFrequent extends Error {}

describe('replyOncePerKey', () => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await database();
  });
  afterEach(() => db.destroy());

  it('answers a request whose check failed because its twin (same key) committed meanwhile with the twin’s reply', async () => {
    // The double click: both requests find no kept reply; the first commits its case and reply
    // while the second runs its checks, which now see that case and refuse (2013).
    const reply = await replyOncePerKey(db, 'k1', async () => {
      await oncePerKey(db, 'k1', now, async () => ({ status: 201, reply: { caseNo: 'A001' } }));
      throw new TooFrequent('2013');
    });
    expect(reply).toEqual({ caseNo: 'A001' });
  });

  it('keeps the refusal when no request with the key was answered', async () => {
    await oncePerKey(db, 'other-key', now, async () => ({ status: 201, reply: { caseNo: 'B001' } }));
    await expect(
      replyOncePerKey(db, 'k2', async () => {
        throw new TooFrequent('2013');
      }),
    ).rejects.toBeInstanceOf(TooFrequent);
  });

  it('hears the kept reply without running again', async () => {
    await oncePerKey(db, 'k3', now, async () => ({ status: 201, reply: { caseNo: 'C001' } }));
    const run = jest.fn(async () => ({ caseNo: 'C002' }));
    expect(await replyOncePerKey(db, 'k3', run)).toEqual({ caseNo: 'C001' });
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses the key with another request (another body) with 422, running nothing, and replays it for the same one', async () => {
    const sent = sentBodyHash({ amount: 30000 });
    await oncePerKey(db, 'k4', now, async () => ({ status: 201, reply: { caseNo: 'E001' } }), sent);
    const run = jest.fn(async () => ({ caseNo: 'E002' }));
    await expect(replyOncePerKey(db, 'k4', run, sentBodyHash({ amount: 45000 }))).rejects.toMatchObject({
      statusCode: 422,
      code: '422',
      message: expect.stringMatching(/^此識別碼（Idempotency-Key）已用於另一筆不同的請求/),
    });
    await expect(
      oncePerKey(db, 'k4', now, async () => ({ status: 201, reply: run() }), sentBodyHash({ amount: 45000 })),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(run).not.toHaveBeenCalled();
    expect(await replyOncePerKey(db, 'k4', run, sent)).toEqual({ caseNo: 'E001' });
  });

  it('without a key runs, and a refusal stands', async () => {
    expect(await replyOncePerKey(db, null, async () => ({ caseNo: 'D001' }))).toEqual({ caseNo: 'D001' });
    await expect(
      replyOncePerKey(db, null, async () => {
        throw new TooFrequent('2013');
      }),
    ).rejects.toBeInstanceOf(TooFrequent);
  });
});
