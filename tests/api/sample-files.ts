import sharp from 'sharp';

/** A real JPEG photo-like image of the given size (a gradient, so it compresses like a photo). */
export async function sampleJpeg(width = 640, height = 480): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const pixel = i / 3;
    raw[i] = pixel % 256;
    raw[i + 1] = (pixel / width) % 256;
    raw[i + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A small PNG (a signature-pad-like image). */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 120, channels: 4, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** A minimal valid PDF (a receipt). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A multipart/form-data body for `app.inject`: the fields first (so the server sees them before
 * the file, as the app's uploads send them), then one file.
 */
export async function multipartBody(
  fields: Record<string, string>,
  file: { field?: string; name: string; type: string; bytes: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
