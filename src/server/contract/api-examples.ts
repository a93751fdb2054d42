import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../validation/schema-files';

/**
 * Where the real request/reply pairs of the contract test are kept: `RECORD_API_EXAMPLES=1 npx jest
 * --selectProjects node --testPathPatterns tests/api/contract` writes it, the OpenAPI document shows
 * them as each operation's examples, and tests/api/api-examples.test.ts checks they still match.
 */
export const API_EXAMPLES_FILE = 'docs/api-examples.json';

/** One real call of the contract test, as the document shows it. */
export interface ApiExample {
  /** Who made the call (the contract test's rightful user). */
  as: string;
  request: {
    /** The path parameters, by the route's names (`{ id: '3' }` for `/cases/:id`). */
    params?: Record<string, string>;
    query?: Record<string, string>;
    /** The JSON body (uploads are multipart and not recorded). */
    body?: unknown;
  };
  status: number;
  /** The JSON reply (a file, a redirect or no content is not recorded). */
  reply?: unknown;
}

/** The examples file: one example per route, keyed `METHOD /path` as the route is registered. */
export interface ApiExamplesFile {
  $comment: string;
  examples: Record<string, ApiExample>;
}

/** The recorded examples by route, or none when the file is not there (e.g. a production image without docs/). */
export function readApiExamples(
  path: string = join(REPO_ROOT, API_EXAMPLES_FILE),
): Readonly<Record<string, ApiExample>> {
  if (!existsSync(path)) return {};
  return (JSON.parse(readFileSync(path, 'utf8')) as ApiExamplesFile).examples;
}

/**
 * The path parameters of a request path by its registered route (`/cases/:id`, `/preview/:id.js`,
 * `/vehicle-loans/signPath=:path`), or undefined when the path is not the route's.
 */
export function pathParamsOf(route: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = route
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
}
