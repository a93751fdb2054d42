/** A file's size as a member reads it: 850 B, 120 KB, 2.4 MB (1 KB = 1,024 bytes, as phones show it). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
