import { open } from 'node:fs/promises';
import { API_ERRORS } from '../api-error';

/**
 * PDF names that make a document act rather than show: scripts, launching programs, embedded
 * files and forms that run code. A receipt needs none of them.
 */
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)\b/;

/** A PDF name with its `#xx` escapes undone (`/J#61vaScript` is `/JavaScript`). */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Refuses (415) a PDF whose uncompressed text names active content. Served PDFs also go out
 * with `Content-Security-Policy: sandbox` and nosniff (routes/files.ts); this check is the
 * first line, not the only one: names inside compressed object streams are not seen here.
 */
export async function checkPdfIsPassive(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const text = unescapeNames((await handle.readFile()).toString('latin1'));
    if (ACTIVE_NAMES.test(text)) throw API_ERRORS.unsupportedFile();
  } finally {
    await handle.close();
  }
}
