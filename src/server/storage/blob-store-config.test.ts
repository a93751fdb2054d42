/** @jest-environment node */
import { blobStoreFromEnv, createBlobStore } from './blob-store-config';
import { LocalDiskBlobs } from './local-disk-blobs';
import { S3Blobs } from './s3-blobs';

describe('the file store from the environment', () => {
  it('is the local disk by default and with FILE_STORE=local', async () => {
    expect(blobStoreFromEnv({})).toEqual({ kind: 'local' });
    expect(blobStoreFromEnv({ FILE_STORE: 'local', S3_BUCKET: 'ignored' })).toEqual({ kind: 'local' });
    const store = await createBlobStore('/srv/fenqi', blobStoreFromEnv({}));
    expect(store).toBeInstanceOf(LocalDiskBlobs);
    expect(store.description).toBe('local disk /srv/fenqi/files');
  });

  it('reads the bucket, prefix, endpoint, region and path style for FILE_STORE=s3', async () => {
    const config = blobStoreFromEnv({
      FILE_STORE: 's3',
      S3_BUCKET: 'fenqi-files',
      S3_PREFIX: 'prod/',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config).toEqual({
      kind: 's3',
      bucket: 'fenqi-files',
      prefix: 'prod/',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const store = await createBlobStore('/srv/fenqi', config);
    expect(store).toBeInstanceOf(S3Blobs);
    expect(store.description).toBe('s3://fenqi-files/prod/ at http://minio:9000');
    store.close?.();
  });

  it('stops the start on a setting it cannot use', () => {
    expect(() => blobStoreFromEnv({ FILE_STORE: 'ftp' })).toThrow(
      'FILE_STORE must be local or s3, not "ftp"',
    );
    expect(() => blobStoreFromEnv({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET');
    expect(() => blobStoreFromEnv({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1/true or 0/false, not "yes"',
    );
  });
});
