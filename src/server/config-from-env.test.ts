/** @jest-environment node */
import { configFromEnv } from './config-from-env';

describe('configFromEnv', () => {
  it('reads seconds and megabytes into the units the server uses', () => {
    const config = configFromEnv(
      { TOKEN_CACHE_SECONDS: '5', CASE_LIST_CACHE_SECONDS: '0', UPLOAD_MAX_MB: '2', PORT: '8000' },
      '/app',
    );
    expect(config).toMatchObject({
      tokenCacheMs: 5000,
      caseListCacheMs: 0,
      uploadMaxBytes: 2 * 1024 * 1024,
      port: 8000,
    });
  });

  it('leaves unset or empty numbers to the defaults', () => {
    const config = configFromEnv({ TOKEN_CACHE_SECONDS: '', UPLOAD_MAX_MB: ' ' }, '/app');
    expect(config).toMatchObject({ tokenCacheMs: undefined, uploadMaxBytes: undefined, port: 3000 });
  });

  it.each([
    ['TOKEN_CACHE_SECONDS', 'ten'],
    ['CASE_LIST_CACHE_SECONDS', '-5'],
    ['UPLOAD_MAX_MB', '-1'],
    ['PORT', '80a'],
  ])('stops the start on %s=%s, naming the variable', (name, value) => {
    expect(() => configFromEnv({ [name]: value }, '/app')).toThrow(
      `${name} must be a number of at least 0, not "${value}"`,
    );
  });
});

describe('configFromEnv: where it listens and whom it believes', () => {
  it('listens on loopback outside production and everywhere in production, unless HOST says otherwise', () => {
    expect(configFromEnv({}, '/app').host).toBe('127.0.0.1');
    expect(configFromEnv({ NODE_ENV: 'production' }, '/app').host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '0.0.0.0' }, '/app').host).toBe('0.0.0.0');
    expect(configFromEnv({ NODE_ENV: 'production', HOST: '10.1.2.3' }, '/app').host).toBe('10.1.2.3');
  });

  it('trusts no proxy by default; a hop count or a list of addresses and ranges when TRUST_PROXY names them', () => {
    expect(configFromEnv({}, '/app').trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '0' }, '/app').trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '2' }, '/app').trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1,loopback' }, '/app').trustProxy).toEqual(
      ['10.0.0.5', '172.16.0.0/12', '::1', 'loopback'],
    );
  });

  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8'])(
    'stops the start on TRUST_PROXY=%s',
    (value) => {
      expect(() => configFromEnv({ TRUST_PROXY: value }, '/app')).toThrow(/TRUST_PROXY/);
    },
  );

  it('takes DEV_TOOLS_TOKEN when set, and none when empty', () => {
    expect(configFromEnv({ DEV_TOOLS_TOKEN: 's3cret-team-token' }, '/app').devToolsToken).toBe(
      's3cret-team-token',
    );
    expect(configFromEnv({ DEV_TOOLS_TOKEN: '' }, '/app').devToolsToken).toBeUndefined();
  });
});

describe('configFromEnv: metrics', () => {
  const TOKEN = 'prometheus-scrape-token-0123';

  it('collects no metrics unless METRICS_TOKEN or METRICS_PORT asks for them', () => {
    expect(configFromEnv({}, '/app').metrics).toBeUndefined();
    expect(configFromEnv({ METRICS_TOKEN: '', METRICS_PORT: '' }, '/app').metrics).toBeUndefined();
  });

  it('takes the token for the main port, and a separate port bound to loopback unless METRICS_HOST says otherwise', () => {
    expect(configFromEnv({ METRICS_TOKEN: TOKEN }, '/app').metrics).toEqual({
      token: TOKEN,
      listen: undefined,
    });
    expect(configFromEnv({ METRICS_PORT: '9464' }, '/app').metrics).toEqual({
      token: undefined,
      listen: { port: 9464, host: '127.0.0.1' },
    });
    expect(
      configFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', NODE_ENV: 'production' }, '/app').metrics
        ?.listen,
    ).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(
      configFromEnv({ METRICS_PORT: '9464', NODE_ENV: 'production' }, '/app').metrics?.listen?.host,
    ).toBe('127.0.0.1');
  });

  it('stops the start on a short token, a bad port or the main port', () => {
    expect(() => configFromEnv({ METRICS_TOKEN: 'secret' }, '/app')).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => configFromEnv({ METRICS_PORT: 'nine' }, '/app')).toThrow(/METRICS_PORT must be a number/);
    expect(() => configFromEnv({ METRICS_PORT: '3000' }, '/app')).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });
});
