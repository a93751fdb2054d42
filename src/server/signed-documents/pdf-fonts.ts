import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { create, Font } from 'fontkit';

/**
 * The Traditional Chinese faces the signed PDFs embed (as subsets): Noto Sans Hant Regular and
 * Bold, OFL-1.1, from the npm package @embedpdf/fonts-tc (Big5 coverage, single-face OTF files
 * that pdfkit's fontkit reads; Debian's Noto CJK ships .ttc collections), so a fresh `npm ci`
 * is all a machine needs.
 */
export function pdfFontFiles(): { regular: string; bold: string } {
  // The package exports only its entry (dist/index.cjs); the faces are in fonts/ beside dist/.
  const fonts = join(dirname(require.resolve('@embedpdf/fonts-tc')), '..', 'fonts');
  return { regular: join(fonts, 'NotoSansHant-Regular.otf'), bold: join(fonts, 'NotoSansHant-Bold.otf') };
}

/** The two faces as fontkit reads them, once per process. */
export interface PdfFaces {
  regular: Font;
  bold: Font;
}

let faces: Promise<PdfFaces> | undefined;

/**
 * The faces read and parsed once per process and shared by every PDF (pdfkit takes a fontkit font
 * in place of a file): given the file, pdfkit reads and parses 11 MB of fonts again for each
 * document, which was most of a document's 400–900 ms; each document still embeds its own subset.
 */
export function pdfFaces(): Promise<PdfFaces> {
  faces ??= (async () => {
    // The font reader pdfkit itself depends on (and would parse the files with).
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create: typeof create };
    const files = pdfFontFiles();
    const [regular, bold] = await Promise.all([readFile(files.regular), readFile(files.bold)]);
    return { regular: fontkit.create(regular), bold: fontkit.create(bold) };
  })();
  // A failed read is not kept: the next document tries again.
  faces.catch(() => (faces = undefined));
  return faces;
}
