import type { DeclaredError } from '../contract/route-errors';
import { isSchemaNode } from '../../validation/json-schema';

/** An operation of the document, as far as this pass reads and writes it. */
interface Operation {
  summary?: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
}

/** What the pass needs to know beyond the document. */
export interface OperationFacts {
  /** The zh-TW name of each security scheme, as an operation's description lists its tokens. */
  tokenNames: Readonly<Record<string, string>>;
  /** The errors a route declares (route-errors.ts), by method and registered path; none for a route outside the contract. */
  errorsOf: (method: string, url: string) => readonly DeclaredError[] | undefined;
}

/** The HTTP methods a path item may hold. */
export const HTTP_METHODS: ReadonlySet<string> = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/** A document path as the route was registered: `/cases/{id}` → `/cases/:id`. */
export function routeUrlOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** The zh-TW line naming the tokens an operation takes (its security requirements). */
function tokensLine(
  security: readonly Record<string, string[]>[],
  names: OperationFacts['tokenNames'],
): string {
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return '**憑證**：不需要（公開，或以連結、案件編號等識別）';
  const either = schemes.length > 1 ? '（擇一）' : '';
  return `**憑證**${either}：${schemes.map((scheme) => names[scheme] ?? scheme).join('；')}`;
}

/** The zh-TW lines listing an operation's error codes by status. */
function errorLines(errors: readonly DeclaredError[]): string[] {
  const statuses = [...new Set(errors.map((error) => error.status))];
  return statuses.map((status) => {
    const codes = errors.filter((error) => error.status === status);
    return `- ${status}：${codes.map((error) => `\`${error.code}\` ${error.message}`).join('；')}`;
  });
}

/**
 * The document with each operation made usable by standard tools and readable in the viewer:
 * its stable `operationId` (the route's `schema.operationId`, which @fastify/swagger copies; a route
 * without one is left without one, which the lints and the tests report), an explicit `security: []` on an
 * operation that takes no token, and a zh-TW description (the summary stays its title) composed of
 * the route's own description, the tokens it takes and the error codes it declares by status.
 */
export function withOperations<T>(document: T, facts: OperationFacts): T {
  const source = document as { paths?: Record<string, Record<string, unknown>> };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(source.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        if (!HTTP_METHODS.has(method) || !isSchemaNode(operation)) return [method, operation];
        const [httpMethod, url] = [method.toUpperCase(), routeUrlOf(path)];
        const { summary, description: own, operationId, ...rest } = operation as Operation;
        const security = rest.security ?? [];
        const errors = facts.errorsOf(httpMethod, url) ?? [];
        const description = [
          own ?? '',
          tokensLine(security, facts.tokenNames),
          ...(errors.length > 0 ? [`**錯誤碼**：\n\n${errorLines(errors).join('\n')}`] : []),
        ].filter(Boolean);
        const described: Operation = {
          ...(summary === undefined ? {} : { summary }),
          ...(operationId ? { operationId } : {}),
          description: description.join('\n\n'),
          ...rest,
          security,
        };
        return [method, described];
      }),
    );
  }
  return { ...document, paths };
}
