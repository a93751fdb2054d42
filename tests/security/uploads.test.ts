/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sampleJpeg } from '../api/sample-files';
import { refusalProblem, startTarget, type Target } from './security-server';
import { attackFiles, bombPng, PAYLOAD_MARKERS } from './upload-attack-files';
import { UPLOAD_TARGETS, uploadRoutesOf, type UploadTarget } from './upload-routes';

jest.setTimeout(600_000);

/** UPLOAD_MAX_MB of the server under attack: 1 MiB, so "one byte over" stays small. */
const MAX_BYTES = 1024 * 1024;

/** A multipart body: the fields first, then `files` (all under the same field name). */
function multipart(target: UploadTarget, files: { name: string; type: string; bytes: Buffer }[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  for (const file of files)
    form.append(target.fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** Signed file links anywhere in a reply (`fileUrl`, `thumbnailUrl`, `link`). */
function linksIn(text: string): string[] {
  return [...text.matchAll(/"(\/api\/v2\/files\/\d+(?:\/thumbnail)?\?[^"]+)"/g)].map((m) => m[1]);
}

/**
 * Every upload route of the API document (its requestBody is multipart/form-data) over
 * real HTTP, as its rightful user so the file itself is judged: wrong magic bytes, SVG and HTML
 * with script, polyglots, zero bytes, one byte over the limit, decompression bombs, 50 files in
 * one request and 20 uploads at once. A refusal is a 4xx `{code, message}` in zh-TW, never a 5xx.
 * A polyglot that fully decodes as an image may be accepted: what is then served is the image
 * decoded and encoded anew (no byte of the payload), with its sniffed type, nosniff, a sandbox
 * CSP and a Content-Disposition. Afterwards no temp file and no unreferenced blob is left.
 */
describe('upload attacks on every upload route of the API document', () => {
  let target: Target;
  let routes: { route: string; target: UploadTarget }[];
  let sent = 0;
  beforeAll(async () => {
    target = await startTarget({ uploadMaxBytes: MAX_BYTES });
    routes = uploadRoutesOf(target.document).map(({ route, fileField }) => {
      const reach = UPLOAD_TARGETS[route];
      return {
        route,
        target: { ...(reach ? reach(target.world) : { path: '', headers: {}, fields: {} }), fileField },
      };
    });
  });
  afterAll(async () => {
    console.info(`upload attacks: ${sent} requests over ${routes?.length ?? 0} upload routes`);
    await target?.stop();
  });

  async function send(upload: UploadTarget, form: FormData) {
    sent++;
    const res = await fetch(target.baseUrl + upload.path, {
      method: 'POST',
      headers: upload.headers,
      body: form,
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  /** What is wrong with what a link serves, or null: the checks of a stored upload. */
  async function servedProblem(link: string): Promise<string | null> {
    const res = await fetch(target.baseUrl + link);
    if (res.status !== 200) return `link answered ${res.status}`;
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    if (res.headers.get('x-content-type-options') !== 'nosniff') return 'no nosniff';
    if (!/sandbox/.test(res.headers.get('content-security-policy') ?? '')) return 'no sandbox CSP';
    if (!/^inline; filename\*=UTF-8''/.test(res.headers.get('content-disposition') ?? ''))
      return 'no Content-Disposition';
    if (type === 'application/pdf') return bytes.subarray(0, 5).toString() === '%PDF-' ? null : 'not a PDF';
    if (!/^image\/(jpeg|png|webp)$/.test(type)) return `served as ${type}`;
    const text = bytes.toString('latin1');
    const marker = PAYLOAD_MARKERS.find((m) => text.includes(m));
    if (marker) return `served bytes still hold ${JSON.stringify(marker)}`;
    const { format } = await sharp(bytes).metadata();
    return `image/${format === 'jpeg' ? 'jpeg' : format}` === type ? null : `${type} decodes as ${format}`;
  }

  it('knows a valid request for every upload route of the document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes.map((r) => r.route).sort()).toEqual(Object.keys(UPLOAD_TARGETS).sort());
  });

  it('accepts a plain photo on every route (so the attacks reach the file checks)', async () => {
    const problems: string[] = [];
    const jpeg = await sampleJpeg(64, 48);
    for (const { route, target: upload } of routes) {
      const res = await send(
        upload,
        multipart(upload, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: jpeg }]),
      );
      // The OCR route reads the card and finds none in a gradient: 422 asking for a clearer photo.
      const ok = route.endsWith('id-card-ocr') ? res.status === 422 : res.status < 300;
      if (!ok) problems.push(`${route} — plain photo: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses each hostile file with a 4xx {code, message} in zh-TW, or serves only the clean image', async () => {
    const files = await attackFiles(MAX_BYTES);
    const found: string[] = [];
    let accepted = 0;
    for (const { route, target: upload } of routes)
      for (const file of files) {
        const res = await send(upload, multipart(upload, [file]));
        const where = `${route} — ${file.attack}`;
        if (res.status < 300 && file.expect === 'maybe') {
          accepted++;
          for (const link of linksIn(res.text)) {
            const problem = await servedProblem(link);
            if (problem) found.push(`${where}: ${problem}`);
          }
          continue;
        }
        const problem = refusalProblem(res.status, res.contentType, res.text);
        if (problem) found.push(`${where}: ${problem}`);
        if (file.attack.startsWith('one byte over') && res.status !== 413)
          found.push(`${where}: ${res.status}, not 413`);
      }
    console.info(
      `hostile files: ${files.length} kinds × ${routes.length} routes, ${accepted} polyglots accepted clean`,
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['30,000 × 30,000 (900 million pixels)', 30_000, 30_000],
    ['20,000 × 13,000 (260 million: under sharp’s own default limit)', 20_000, 13_000],
  ])('refuses a decompression bomb of %s from its header, quickly and in bounded memory', async (_, w, h) => {
    const problems: string[] = [];
    const bomb = await bombPng(w, h);
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    for (const { route, target: upload } of routes) {
      const started = performance.now();
      const res = await send(
        upload,
        multipart(upload, [{ name: 'bomb.png', type: 'image/png', bytes: bomb }]),
      );
      const seconds = (performance.now() - started) / 1000;
      const problem = refusalProblem(res.status, res.contentType, res.text);
      if (problem || res.status !== 422) problems.push(`${route}: ${res.status} ${problem ?? res.text}`);
      else if (!/圖片尺寸過大/.test(res.text)) problems.push(`${route}: ${res.text}`);
      if (seconds > 3) problems.push(`${route}: took ${seconds.toFixed(1)} s`);
    }
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    expect(problems).toEqual([]);
    expect(grown).toBeLessThan(150); // decoded, one would take 110 MB (1 bit) to 900 MB (8 bit) at least
  });

  it('takes only the first of 50 files in one request, or refuses it, on every route', async () => {
    const problems: string[] = [];
    const jpeg = await sampleJpeg(64, 48);
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      name: `p${i}.jpg`,
      type: 'image/jpeg',
      bytes: jpeg,
    }));
    const draftFiles = async () =>
      (
        await target.server.db
          .selectFrom('files')
          .select('id')
          .where('draft_token_hash', 'is not', null)
          .execute()
      ).length;
    for (const { route, target: upload } of routes) {
      const before = await draftFiles();
      const res = await send(upload, multipart(upload, fifty));
      if (res.status >= 500) problems.push(`${route}: ${res.status} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400) {
        const problem = refusalProblem(res.status, res.contentType, res.text);
        if (problem) problems.push(`${route}: ${problem}`);
      }
      if (route.endsWith('/tmp/files') && (await draftFiles()) - before > 1)
        problems.push(`${route}: stored ${(await draftFiles()) - before} files of one request`);
    }
    expect(problems).toEqual([]);
  });

  /** The ID-card reader's own answer when its queue is full (ocr-worker-pool.ts): the app then asks for typing. */
  const OCR_BUSY = JSON.stringify({ code: '503', message: '身分證辨識服務目前無法使用，請手動填寫資料' });

  it('answers 20 uploads at once on every route without a 5xx (but the ID-card reader’s declared “busy”)', async () => {
    const problems: string[] = [];
    const jpeg = await sampleJpeg(320, 240);
    for (const { route, target: upload } of routes) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          send(upload, multipart(upload, [{ name: 'p.jpg', type: 'image/jpeg', bytes: jpeg }])),
        ),
      );
      for (const res of answers.filter((a) => a.status >= 400)) {
        if (route.endsWith('/id-card-ocr') && res.status === 503 && res.text === OCR_BUSY) continue;
        const problem = refusalProblem(res.status, res.contentType, res.text);
        if (problem) problems.push(`${route}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no temp file and no stored file without its database row (a file or a signed document)', async () => {
    await new Promise((settle) => setTimeout(settle, 200)); // closes of refused uploads' streams
    expect(readdirSync(join(target.server.dataDir, 'files', 'tmp'))).toEqual([]);
    const rows = await target.server.db
      .selectFrom('files')
      .select(['storage_key', 'thumbnail_key'])
      .execute();
    // A signature the older guarantor flow accepts is kept as its signed contract's PDF.
    const signed = await target.server.db.selectFrom('signed_documents').select('storage_key').execute();
    const referenced = new Set([
      ...rows.flatMap((r) => (r.thumbnail_key ? [r.storage_key, r.thumbnail_key] : [r.storage_key])),
      ...signed.map((r) => r.storage_key),
    ]);
    const orphans: string[] = [];
    for await (const { key } of target.server.ctx.files.blobs.list())
      if (!referenced.has(key)) orphans.push(key);
    expect(orphans).toEqual([]);
  });
});
