import { createHash } from 'node:crypto';
import sharp from 'sharp';

/*
 * The writes the fault and multi-instance suites make over real HTTP, as the app makes them: a new
 * applicant's draft (draft token), a save of it, and an extra document (category 13, a list of up
 * to 10, so no upload replaces another and every acknowledged one must stay).
 */

/** Category 13 其他補充文件: appended, up to 10 per draft. */
export const EXTRA_FILES = '13';
export const EXTRA_FILES_MAX = 10;

const DRAFT_URL = '/api/v2/members/commodity-cases/jwt-tmp';

/** A new applicant's first save: the draft token it hands out. */
export async function startDraft(base: string): Promise<string> {
  const res = await fetch(`${base}${DRAFT_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 30000 }),
  });
  if (res.status !== 201) throw new Error(`new draft answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Saves the draft with a model number that names this save; resolves to the status. */
export async function saveDraft(base: string, token: string, save: number): Promise<number> {
  const res = await fetch(`${base}${DRAFT_URL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount: 30000 + save * 100, productName: '手機', productModelNo: `save-${save}` }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The draft as the server has it now: its model number and its extra files. */
export async function readDraft(
  base: string,
  token: string,
): Promise<{ productModelNo?: string; files: { id: number; fileUrl: string }[] }> {
  const res = await fetch(`${base}${DRAFT_URL}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`reading the draft answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: { productModelNo?: string; files?: Record<string, { id: number; fileUrl: string }[]> };
  };
  return { productModelNo: data.productModelNo, files: data.files?.[EXTRA_FILES] ?? [] };
}

/** A distinct small JPEG (its colour from `seed`), so each upload's bytes can be told apart. */
export function distinctJpeg(seed: number): Promise<Buffer> {
  const background = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 };
  return sharp({ create: { width: 64 + (seed % 50), height: 48, channels: 3, background } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** SHA-256 of bytes, hex. */
export function sha256(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Uploads `bytes` as an extra document of the draft; the new file on 201, else the status and error reply. */
export async function uploadExtra(
  base: string,
  token: string,
  bytes: Buffer,
  name = 'extra.jpg',
): Promise<{ status: number; id?: number; fileUrl?: string; error?: unknown }> {
  const form = new FormData();
  form.append('fileCategoryId', EXTRA_FILES);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${base}/api/v2/members/commodity-cases/tmp/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) {
    const text = await res.text();
    let error: unknown = text;
    try {
      error = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, error };
  }
  const file = (await res.json()) as { id: number; fileUrl: string };
  return { status: 201, id: file.id, fileUrl: file.fileUrl };
}

/** The bytes behind a signed file link. */
export async function download(base: string, link: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${base}${link}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
