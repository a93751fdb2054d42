import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
 * Answers one request from the built client in `distDir`: the file itself, or index.html for
 * app routes (SPA fallback), with security headers, gzip and long-cache hashed assets.
 */
export function serveClientFile(req: IncomingMessage, res: ServerResponse, distDir: string): void {
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
}

/** A plain HTTP server for the built client alone (the e2e suite of the form engine uses it). */
export function createStaticSite(distDir: string): Server {
  return createServer((req, res) => serveClientFile(req, res, distDir));
}

/** True when `dist/` holds a build. */
export function hasClientBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
