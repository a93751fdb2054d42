/** A signature pad's PNG data URL as a file to upload (named after what was signed). */
export function signatureFile(dataUrl: string, name: string): File {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = 'image/png', base64, payload] = match;
  const text = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return new File([bytes], `${name}.png`, { type });
}
