import { dirname, join } from 'node:path';

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
