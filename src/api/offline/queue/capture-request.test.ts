import { setDraftToken } from '../../commodity-token';
import { uploadCommodityFile } from '../../v2/commodity-files';
import { captureRequest } from './capture-request';

describe('capturing an API call for the queue', () => {
  it('keeps the endpoint’s address, credential and multipart form (fields first), sending nothing', async () => {
    setDraftToken('draft-token', new Date(Date.now() + 3600_000));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'imei.jpg', { type: 'image/jpeg' });
    const request = await captureRequest((config) =>
      uploadCommodityFile(14, photo, undefined, { ...config, headers: { 'Idempotency-Key': 'k1234567' } }),
    );
    expect(request).toMatchObject({
      method: 'POST',
      url: `${location.origin}/api/v2/members/commodity-cases/tmp/files`,
      headers: { Authorization: 'Bearer draft-token', 'Idempotency-Key': 'k1234567' },
    });
    expect(request.body).toEqual({
      type: 'multipart',
      parts: [
        { name: 'fileCategoryId', value: '14' },
        { name: 'file', blob: expect.any(Blob), fileName: 'imei.jpg' },
      ],
    });
  });

  it('passes on a failure that happens before the wire', async () => {
    await expect(captureRequest(async () => Promise.reject(new Error('no token')))).rejects.toThrow(
      'no token',
    );
  });
});
