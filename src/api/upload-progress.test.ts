import { percentOf, withUploadProgress } from './upload-progress';

describe('upload progress as 0–100', () => {
  it('turns loaded/total into a whole percentage', () => {
    expect(percentOf({ loaded: 1, total: 3 })).toBe(33);
    expect(percentOf({ loaded: 3, total: 3 })).toBe(100);
  });

  it('uses progress when the total is unknown, and 0 without either', () => {
    expect(percentOf({ loaded: 10, total: undefined, progress: 0.5 })).toBe(50);
    expect(percentOf({ loaded: 10, total: undefined })).toBe(0);
  });

  it('stays within 0 and 100', () => {
    expect(percentOf({ loaded: 12, total: 10 })).toBe(100);
  });

  it('reports each new percentage once', () => {
    const seen: number[] = [];
    const { onUploadProgress } = withUploadProgress((percent) => seen.push(percent));
    for (const loaded of [0, 1, 1, 50, 100])
      onUploadProgress?.({ loaded, total: 100, bytes: 0, lengthComputable: true });
    expect(seen).toEqual([0, 1, 50, 100]);
  });

  it('leaves the options alone without a callback', () => {
    expect(withUploadProgress(undefined, { timeout: 5 })).toEqual({ timeout: 5 });
  });
});
