import { runSaga } from 'redux-saga';
import type { UploadProgressCallback } from '../../api/upload-progress';
import { uploadFinished, uploadProgressed } from './actions';
import { withUploadIndicator } from './upload-indicator';

describe('withUploadIndicator', () => {
  it('mirrors the progress into the store and clears it when the upload is done', async () => {
    const dispatched: unknown[] = [];
    const upload = async (onProgress: UploadProgressCallback) => {
      onProgress(30);
      await Promise.resolve();
      onProgress(100);
      return { fileUrl: '/files/1' };
    };
    const result = await runSaga(
      { dispatch: (a) => dispatched.push(a) },
      withUploadIndicator,
      upload,
    ).toPromise();
    expect(result).toEqual({ fileUrl: '/files/1' });
    expect(dispatched).toEqual([
      uploadProgressed(0),
      uploadProgressed(30),
      uploadProgressed(100),
      uploadFinished(),
    ]);
  });

  it('clears the indicator when the upload fails', async () => {
    const dispatched: unknown[] = [];
    const upload = async () => {
      throw new Error('413');
    };
    await expect(
      runSaga(
        { dispatch: (a) => dispatched.push(a), onError: () => undefined },
        withUploadIndicator,
        upload,
      ).toPromise(),
    ).rejects.toThrow('413');
    expect(dispatched.at(-1)).toEqual(uploadFinished());
  });
});
