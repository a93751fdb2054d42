import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** CSP without unsafe-eval: the precompiled validators need no dynamic code. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'";

/**
 * Serves the built client from `distDir` with SPA fallback, security headers, gzip and
 * long-cache hashed assets. The API server replaces this once it exists (issue 4).
 */
export function createStaticSite(distDir: string): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const requested = normalize(join(distDir, decodeURIComponent(url.pathname)));
    const inside = requested.startsWith(distDir);
    const isFile = inside && existsSync(requested) && statSync(requested).isFile();
    if (!isFile && url.pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const file = isFile ? requested : join(distDir, 'index.html');
    const hashed = url.pathname.startsWith('/assets/');
    res.setHeader('content-type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    res.setHeader('x-frame-options', 'DENY');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !/\.(png|jpg)$/.test(file);
    if (gzip) {
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
}

/** True when `dist/` holds a build. */
export function hasClientBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
