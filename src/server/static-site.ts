import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PRERENDERED_PAGE_SCRIPT } from '../app/prerender/server-contract';
import { pageMemberToken } from './page-session';
import { prerenderedPageFor } from './prerendered-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** The CSP's source for the prerendered pages' one inline script, admitted by its hash alone. */
const PRERENDERED_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PRERENDERED_PAGE_SCRIPT).digest('base64')}'`;

/**
 * CSP without unsafe-eval (the precompiled validators need no dynamic code) and without inline
 * scripts but the prerendered pages' one (the submit guard and the start of the app's scripts).
 * The directives `default-src` does not cover are set too: no page may frame ours (clickjacking;
 * X-Frame-Options says the same to older browsers), an injected `<base>` cannot move the app's
 * relative scripts elsewhere, and a form posts only to this origin (an injected form cannot send
 * a typed password away).
 */
export const CONTENT_SECURITY_POLICY = `default-src 'self'; script-src 'self' ${PRERENDERED_PAGE_SCRIPT_SOURCE}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'`;

/** HSTS for a site served over HTTPS: browsers then never try it over plain HTTP for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Answers one request from the built client in `distDir`: the file itself, or index.html for
 * app routes (SPA fallback), with security headers (HSTS when `https`), gzip and long-cache
 * hashed assets.
 */
export function serveClientFile(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  { https = false }: { https?: boolean } = {},
): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const requested = normalize(join(distDir, decodeURIComponent(url.pathname)));
  // Never a dot-folder's file (the server's renderer in `.renderer/`): those are the server's own.
  const inside = requested.startsWith(distDir) && !/\/\./.test(requested.slice(distDir.length));
  const isFile = inside && existsSync(requested) && statSync(requested).isFile();
  if (!isFile && url.pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  const file = isFile ? requested : appPage(distDir, url.pathname, req.headers.cookie);
  const hashed = url.pathname.startsWith('/assets/');
  setSiteHeaders(res, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', https);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A page is drawn for the session its cookies name: a cache keeps one per session.
  if (!isFile) res.setHeader('vary', 'accept-encoding, cookie');
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), file);
  if (encoding) res.setHeader('content-encoding', encoding);
  const body = encoding ? compressedFile(file, encoding) : readFileSync(file);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The headers every answer of the site carries: its type, the CSP and the other security headers. */
function setSiteHeaders(res: ServerResponse, contentType: string, https: boolean): void {
  res.setHeader('content-type', contentType);
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  res.setHeader('x-frame-options', 'DENY');
  if (https) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Answers with a page made for this request (a guest link with its data, data-rendered-page.ts):
 * the site's headers, compressed as the browser takes it, and never kept by a cache (it holds the
 * link's personal data).
 */
export function sendRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  { https = false }: { https?: boolean } = {},
): void {
  setSiteHeaders(res, CONTENT_TYPES['.html'], https);
  res.setHeader('cache-control', 'no-store');
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''), 'page.html');
  const raw = Buffer.from(html, 'utf8');
  // Made once, sent once: a quick brotli level (the files' level 9 pays only when kept).
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An app route's HTML: its prerendered page when the build made one (drawn for the session the
 * request's cookies say the app will open it in, page-session.ts), else index.html.
 */
function appPage(distDir: string, pathname: string, cookies: string | undefined): string {
  const member = pageMemberToken(cookies) !== null;
  return prerenderedPageFor(distDir, pathname, member) ?? join(distDir, 'index.html');
}

type Encoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip; images are compressed already. */
function pickEncoding(accepted: string, file: string): Encoding | null {
  if (/\.(png|jpe?g|webp|ico)$/.test(file)) return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Each version of a file is compressed once, at most. A production build never changes while the
 * server runs; the development server rebuilds it after a studio save, and index.html then has
 * new content under the same name, so the version is its modification time and size.
 */
const compressed = new Map<string, Buffer>();

function compressedFile(file: string, encoding: Encoding): Buffer {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** A plain HTTP server for the built client alone (the e2e suite of the form engine uses it). */
export function createStaticSite(distDir: string): Server {
  return createServer((req, res) => serveClientFile(req, res, distDir));
}

/** True when `dist/` holds a build. */
export function hasClientBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
