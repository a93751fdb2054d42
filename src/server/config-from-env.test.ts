/** @jest-environment node */
import { configFromEnv } from './config-from-env';

describe('configFromEnv', () => {
  it('reads seconds and megabytes into the units the server uses', () => {
    const config = configFromEnv({ TOKEN_CACHE_SECONDS: '5', UPLOAD_MAX_MB: '2', PORT: '8000' }, '/app');
    expect(config).toMatchObject({ tokenCacheMs: 5000, uploadMaxBytes: 2 * 1024 * 1024, port: 8000 });
  });

  it('leaves unset or empty numbers to the defaults', () => {
    const config = configFromEnv({ TOKEN_CACHE_SECONDS: '', UPLOAD_MAX_MB: ' ' }, '/app');
    expect(config).toMatchObject({ tokenCacheMs: undefined, uploadMaxBytes: undefined, port: 3000 });
  });

  it.each([
    ['TOKEN_CACHE_SECONDS', 'ten'],
    ['UPLOAD_MAX_MB', '-1'],
    ['PORT', '80a'],
  ])('stops the start on %s=%s, naming the variable', (name, value) => {
    expect(() => configFromEnv({ [name]: value }, '/app')).toThrow(
      `${name} must be a number of at least 0, not "${value}"`,
    );
  });
});
