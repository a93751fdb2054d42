/** True for a code point XML 1.0 allows in a document (tab, newlines and the printable planes). */
function allowedInXml(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/** Replaces what XML cannot carry at all (control characters, lone surrogates) with U+FFFD. */
function xmlSafe(text: string): string {
  let out = '';
  for (const char of text) out += allowedInXml(char.codePointAt(0) ?? 0) ? char : '\uFFFD';
  return out;
}

/** Text content of an XML or HTML element. */
export function escapeText(text: string): string {
  return xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A quoted attribute value; line breaks are kept as references so XML parsers do not fold them. */
export function escapeAttribute(text: string): string {
  return escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}
