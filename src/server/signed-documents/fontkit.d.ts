/**
 * The part of fontkit (pdfkit's font reader, MIT, loaded through pdfkit's own dependency) the
 * signed PDFs use: reading a face once so that every document can share it (pdf-fonts.ts).
 * fontkit ships no types of its own.
 */
declare module 'fontkit' {
  /** A parsed face; pdfkit's registerFont takes it in place of a file or buffer. */
  export interface Font {
    postscriptName: string;
    layout: (text: string) => unknown;
  }
  /** Parses a font file's bytes. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
