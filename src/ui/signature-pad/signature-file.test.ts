import { signatureFile } from './signature-file';

/** A file's bytes (jsdom's Blob has no arrayBuffer(); FileReader it has). */
function bytesOf(file: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

describe('signatureFile', () => {
  it('turns the pad’s PNG data URL into a named PNG file with the same bytes', async () => {
    const file = signatureFile('data:image/png;base64,iVBORw0KGgo=', '本票簽名');
    expect(file.name).toBe('本票簽名.png');
    expect(file.type).toBe('image/png');
    expect(await bytesOf(file)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('refuses what is not a data URL', () => {
    expect(() => signatureFile('https://example.com/a.png', 'x')).toThrow('Not a data URL');
  });
});
