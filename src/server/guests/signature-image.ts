import sharp, { type ChannelStats } from 'sharp';
import { API_ERRORS, ApiError } from '../api-error';
import { checkImageHeader } from '../storage/image-checks';
import { sniffContentType } from '../storage/sniff-content-type';

/** The largest signature image accepted, decoded (spec: a signature pad's PNG). */
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;

const DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * Decodes a signature pad's `data:image/png;base64,…` URL and checks it really is a PNG (by its
 * bytes, 415 otherwise), at most 2 MB (413), that decodes and is not blank (422: one colour
 * everywhere means the pad was never drawn on).
 */
export async function readSignaturePng(dataUrl: string): Promise<Buffer> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw signatureNotPng();
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (Math.floor((base64.length * 3) / 4) > SIGNATURE_MAX_BYTES + 2) throw API_ERRORS.fileTooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw API_ERRORS.fileTooLarge();
  if (sniffContentType(bytes.subarray(0, 16)) !== 'image/png') throw signatureNotPng();
  await checkImageHeader(bytes); // a few KB may claim gigapixels: refused before stats() decodes it
  let channels: ChannelStats[];
  try {
    ({ channels } = await sharp(bytes).stats());
  } catch {
    throw signatureNotPng();
  }
  if (channels.every((channel) => channel.min === channel.max))
    throw new ApiError(422, '422', '簽名是空白的，請在簽名板上簽名');
  return bytes;
}

function signatureNotPng(): ApiError {
  return new ApiError(415, '415', '簽名須為簽名板產生的 PNG 圖檔');
}
