/** @jest-environment node */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPostgresUrl } from '../../src/server/db/connect';
import { DEMO_GUARANTOR, DEMO_MEMBERS, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { startLocalS3, type LocalS3 } from '../api/s3-server';
import { createPostgresDatabase } from '../api/test-server';
import { distinctJpeg, download, sha256, startDraft, uploadExtra } from './draft-calls';
import { startServerProcess, type ServerProcess } from './server-process';

jest.setTimeout(180_000);

const POSTGRES = process.env.DATABASE_URL;

/** The environment that points a server process at the local bucket (FILE_STORE=s3, S3_*, AWS_*). */
function s3Environment({ config }: LocalS3): Record<string, string> {
  return {
    FILE_STORE: 's3',
    S3_BUCKET: config.bucket,
    S3_ENDPOINT: config.endpoint!,
    S3_REGION: config.region!,
    S3_FORCE_PATH_STYLE: '1',
    // s3rver's fixed development keys, read by the AWS SDK's default chain as in production.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** A member login on one instance: status and body. */
async function logIn(base: string, idNum: string, passwd: string) {
  const res = await fetch(`${base}/api/v2/members/login?idNum=${idNum}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passwd }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; code?: string } };
}

const casesStatus = async (base: string, token: string) =>
  (await fetch(`${base}/api/v2/members/cases`, { headers: { authorization: `Bearer ${token}` } })).status;

/** A member's open cases as one instance lists them. */
async function openCases(base: string, token: string): Promise<{ caseNo: string; status: string }[]> {
  const res = await fetch(`${base}/api/v2/members/cases`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { caseNo: string; status: string }[];
}

/**
 * How long a write committed on one instance may take to reach another's caches (docs/operations.md
 * promises the time a PostgreSQL notification takes to arrive, a few milliseconds; this leaves
 * room for a busy test machine).
 */
const PROMISED_MS = 1_000;

/** Asks `probe` again until `done` holds or PROMISED_MS has passed; returns the last answer and the wait. */
async function pollWithinPromise<T>(probe: () => Promise<T>, done: (value: T) => boolean) {
  const started = Date.now();
  let value = await probe();
  while (!done(value) && Date.now() - started < PROMISED_MS) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return { value, waitedMs: Date.now() - started };
}

/**
 * Two server processes, each with a DATA_DIR of its own, on one PostgreSQL
 * database and one S3-compatible bucket (s3rver, started here): what one instance knows the other
 * knows — a lockout counted on one refuses the login (or a guest door) on the other, a token from one opens the
 * other and a logout on one ends it on the other within the time a notification takes (each
 * keeps tokens and case lists in memory, cache/cache-notifications.ts), a case changed through
 * one shows in the other's list within that time, and a file uploaded through one opens by
 * its signed link on the other (the link key and the bytes are shared, not per process).
 * Runs in the PostgreSQL run.
 */
(isPostgresUrl(POSTGRES) ? describe : describe.skip)('two instances on one PostgreSQL and one bucket', () => {
  let database: { url: string; drop: () => Promise<void> };
  let s3: LocalS3;
  const instances: ServerProcess[] = [];
  const dataDirs = [mkdtempSync(join(tmpdir(), 'fenqi-a-')), mkdtempSync(join(tmpdir(), 'fenqi-b-'))];
  let a = '';
  let b = '';

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES!);
    s3 = await startLocalS3();
    // One after the other: the first seeds the demo, the second finds it there.
    for (const dataDir of dataDirs)
      instances.push(
        await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...s3Environment(s3) }),
      );
    [a, b] = instances.map((instance) => instance.url);
  });

  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await s3?.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a lockout counted on one instance refuses the login on the other', async () => {
    const mei = DEMO_MEMBERS[1];
    for (let i = 0; i < 5; i += 1)
      expect((await logIn(i % 2 ? b : a, mei.idNum, 'wrong-pass1')).body.code).toBe('001.405');
    const locked = await logIn(b, mei.idNum, mei.password);
    expect(locked).toMatchObject({ status: 429, body: { code: '429' } });
    expect((await logIn(a, mei.idNum, mei.password)).status).toBe(429);
  });

  it("a guest door shut by wrong answers on one instance refuses the guarantor's right answer on the other", async () => {
    const view = await fetch(`${a}/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`);
    const { caseNo } = (await view.json()) as { caseNo: string };
    const older = (base: string, id: string) =>
      fetch(`${base}/api/v2/guarantor/info?appCaseNo=${caseNo}&id=${id}`).then((res) => res.status);
    for (const [i, wrong] of ['A223456781', 'B223456782', 'C223456783', 'D223456784', 'F223456786'].entries())
      expect(await older(i % 2 ? b : a, wrong)).toBe(404);
    expect(await older(b, DEMO_GUARANTOR.idNum)).toBe(429);
    expect(await older(a, DEMO_GUARANTOR.idNum)).toBe(429);
  });

  it('a token from one instance opens the other, and a logout on one ends it on the other within the promise', async () => {
    const ming = DEMO_MEMBERS[0];
    const login = await logIn(a, ming.idNum, ming.password);
    expect(login.status).toBe(200);
    const token = login.body.token!;
    expect(await casesStatus(b, token)).toBe(200);
    // Served twice: A holds the token in its cache now (and its list), so only a notice ends it.
    expect(await casesStatus(a, token)).toBe(200);
    expect(await casesStatus(a, token)).toBe(200);
    const logout = await fetch(`${b}/api/v2/members/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    expect(await casesStatus(b, token)).toBe(400); // the instance that logged out: the next request
    const onA = await pollWithinPromise(
      () => casesStatus(a, token),
      (status) => status !== 200,
    );
    expect(onA.value).toBe(400);
    expect(onA.waitedMs).toBeLessThan(PROMISED_MS);
  });

  it("a case changed through one instance shows in the other's case list within the promise", async () => {
    const ming = DEMO_MEMBERS[0];
    const token = (await logIn(a, ming.idNum, ming.password)).body.token!;
    const before = await openCases(b, token);
    const approved = before.find((view) => view.status === 'approved');
    expect(approved).toBeDefined();
    // B keeps the list now: asked again, it answers the same.
    expect(await openCases(b, token)).toEqual(before);
    const verify = await fetch(
      `${a}/api/v2/members/orders/id-verify?appCaseNo=${approved!.caseNo}&access_token=${token}`,
      { method: 'PUT' },
    );
    expect(verify.status).toBe(200);
    const statusOnA = (await openCases(a, token)).find((view) => view.caseNo === approved!.caseNo)?.status;
    expect(statusOnA).toBe('id_verified'); // the writing instance: the next request
    const onB = await pollWithinPromise(
      async () => (await openCases(b, token)).find((view) => view.caseNo === approved!.caseNo)?.status,
      (status) => status !== 'approved',
    );
    expect(onB.value).toBe('id_verified');
    expect(onB.waitedMs).toBeLessThan(PROMISED_MS);
  });

  it('a file uploaded through one instance opens by its signed link on the other', async () => {
    const token = await startDraft(a);
    const bytes = await distinctJpeg(42);
    const upload = await uploadExtra(a, token, bytes);
    expect(upload.status).toBe(201);
    // The bytes went to the bucket, not to A's own disk.
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    expect((listed.Contents ?? []).length).toBeGreaterThanOrEqual(2); // the file and its thumbnail
    const local = join(dataDirs[0], 'files');
    const storedLocally = existsSync(local)
      ? readdirSync(local, { recursive: true }).filter((path) => /^\d{4}-\d{2}\/./.test(String(path)))
      : [];
    expect(storedLocally).toEqual([]);
    const onB = await download(b, upload.fileUrl!);
    expect(onB.status).toBe(200);
    expect(sha256(onB.bytes)).toBe(sha256(bytes));
    // A tampered link is refused there as well: B checks with the shared key, not just any key.
    // The signature's first character changed (to another one: an 'A' stays the same link otherwise).
    const tampered = upload.fileUrl!.replace(/signature=(.)/, (_all, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect(tampered).not.toBe(upload.fileUrl);
    expect((await download(b, tampered)).status).not.toBe(200);
  });
});
