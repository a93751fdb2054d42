import type { IdCardReading } from '../../validation/api-replies';
import { pickIdCardFields } from '../../validation/id-card-fields';

/** What an ID-card reading may give; only what was actually read is present (schemas/api/replies/id-card-reading.json). */
export type IdCardFields = IdCardReading;

/** Which side of the card the picture shows (both when neither is set). */
export interface IdCardSides {
  onlyFront?: boolean;
  onlyBack?: boolean;
}

/**
 * Reads a Taiwanese ID card from a picture: the outside OCR service (below) or the local engine
 * (ocr/tesseract-id-card-reader.ts).
 */
export interface IdCardReader {
  /** The fields read, or null when this picture could not be read; throws when the reader fails. */
  read(image: Buffer, contentType: string, sides: IdCardSides): Promise<IdCardFields | null>;
  /** Frees what the reader holds (the local engine); called when the server closes. */
  close?(): Promise<void>;
}

export { pickIdCardFields };

/** Where the OCR service is (OCR_API_URL) and how long to wait for it. */
export interface IdCardReaderConfig {
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * The real client: `POST {OCR_API_URL}?onlyFront=true|onlyBack=true` with the picture as the
 * body (its content type in the header), JSON back, the fields either at the top or under `data`.
 * 400/422 mean "could not read this picture"; other failures throw (the route answers 503).
 */
export function createIdCardReader(config: IdCardReaderConfig): IdCardReader {
  return {
    async read(image, contentType, sides) {
      const url = new URL(config.apiUrl);
      if (sides.onlyFront) url.searchParams.set('onlyFront', 'true');
      if (sides.onlyBack) url.searchParams.set('onlyBack', 'true');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json' },
        body: new Uint8Array(image),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      if (response.status === 400 || response.status === 422) return null;
      if (!response.ok) throw new Error(`OCR service answered ${response.status}`);
      const body = (await response.json()) as { data?: unknown };
      const fields = pickIdCardFields(body && typeof body.data === 'object' ? body.data : body);
      return Object.keys(fields).length > 0 ? fields : null;
    },
  };
}
