import { fileSizeText } from './file-size-text';

describe('fileSizeText', () => {
  it.each([
    [850, '850 B'],
    [1024, '1 KB'],
    [123_456, '121 KB'],
    [2_516_582, '2.4 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
