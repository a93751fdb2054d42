import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// yaml comes with @fastify/swagger, which reads the same format.
import { parse } from 'yaml';
import { parseTrustProxy } from '../../src/server/trust-proxy';

/**
 * compose.yaml and its Caddyfile, checked without Docker: the file parses, the apps are given only
 * variables the server reads (a misspelt name would be ignored without a word), and the proxy
 * balances the app services on their readiness check.
 */
const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
}
// Compose reads YAML merge keys (`<<: *app`), which YAML 1.2 leaves to the parser's choice.
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

/** Every `env.NAME` the server's configuration reads, and the AWS SDK's keys (README, S3). */
function variablesTheServerReads(): Set<string> {
  const sources = ['src/server/config-from-env.ts', 'src/server/storage/blob-store-config.ts'].map(read);
  const names = sources.flatMap((source) =>
    [...source.matchAll(/env\.([A-Z0-9_]+)/g)].map((match) => match[1]),
  );
  return new Set([...names, 'NODE_ENV', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
}

describe('compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

  it('runs two app instances beside PostgreSQL, MinIO and the proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres.image).toMatch(/^postgres:16/);
    expect(compose.services.minio.image).toMatch(/minio/);
    expect(compose.services.proxy.image).toMatch(/^caddy/);
  });

  it('gives the apps only variables the server reads, and a trust-proxy setting it accepts', () => {
    const known = variablesTheServerReads();
    expect(apps).toHaveLength(2);
    for (const [, app] of apps) {
      const environment = app.environment ?? {};
      expect(Object.keys(environment).filter((name) => !known.has(name))).toEqual([]);
      expect(parseTrustProxy(environment.TRUST_PROXY)).toBe(1);
      expect(environment.FILE_STORE).toBe('s3');
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    }
  });

  it('has the proxy balance exactly the app services on /health/ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/health_uri \/health\/ready/);
  });
});
