import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../../validation/json-schema';
import { toFieldErrors } from '../../validation/localize';
import type { ErrorReply } from '../../validation/api-replies';
import { API_ERRORS, ApiError } from '../api-error';
import { isStorageUnavailable, RETRY_AFTER_SECONDS } from './storage-unavailable';
import { dataRenderedPage } from '../data-rendered-page';
import { pageMemberToken } from '../page-session';
import { sendRenderedPage, serveClientFile } from '../static-site';
import { visitorApiCall } from '../visitor-api-call';

/** The body of every error reply: a catalogue code and a zh-TW message (plus field details on 422). */
export type { ErrorReply };

/** zh-TW texts for what Fastify itself rejects before a route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '請求內容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '請求內容不可為空白',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支援的內容類型',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request Entity Too Large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '請求長度不正確',
  FST_REQ_FILE_TOO_LARGE: 'Request Entity Too Large',
  FST_FILES_LIMIT: '一次只能上傳一個檔案',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '請以 multipart/form-data 上傳檔案',
};

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

function rootSchemaOf(request: FastifyRequest, context: ValidationContext, schemas: Map<string, SchemaNode>) {
  const part = request.routeOptions.schema?.[context] as SchemaNode | undefined;
  const ref = typeof part?.$ref === 'string' ? part.$ref.replace(/#$/, '') : undefined;
  return (ref && schemas.get(ref)) || part || {};
}

/** How the error handler behaves, and whom it tells about each error reply. */
export interface ErrorHandlingOptions {
  production?: boolean;
  https?: boolean;
  /** Told the code and status of every error reply (the metrics, metrics/app-metrics.ts). */
  countErrorReply?: (code: string, status: number) => void;
}

/** App pages for development only: the form studio. */
const DEVELOPMENT_ONLY_PAGES = /^\/studio(?:[/?#]|$)/;

/**
 * One error handler for the API: schema failures become 422 with the keyword's zh-TW message
 * and every field's details; malformed requests a 4xx with a code; nothing the client sends
 * yields a 500; a full or read-only disk or an unreachable database answers 503 with Retry-After. Unknown API paths answer 404 in the same shape; other GETs go to the built client
 * (when `clientDir` is given), so the app and the API share one port — except the form studio
 * (`/studio`), a development tool a production server does not serve.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  schemas: Map<string, SchemaNode>,
  clientDir?: string,
  { production = false, https = false, countErrorReply }: ErrorHandlingOptions = {},
): void {
  // Every error reply leaves through here, so the metrics see each code once.
  const send = (reply: FastifyReply, status: number, body: ErrorReply) => {
    countErrorReply?.(body.code, status);
    return reply.code(status).send(body);
  };
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ErrorReply = { code: error.code, message: error.message };
      if (error.details) body.details = error.details;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, body);
    }
    if (error.validation) {
      const context = (error.validationContext ?? 'body') as ValidationContext;
      const details = toFieldErrors(
        error.validation as ErrorObject[],
        rootSchemaOf(request, context, schemas),
      );
      const body: ErrorReply = { code: '422', message: details[0]?.message ?? '資料格式不符', details };
      return send(reply, 422, body);
    }
    if (isStorageUnavailable(error)) {
      request.log.error(error);
      const unavailable = API_ERRORS.storageUnavailable();
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, { code: unavailable.code, message: unavailable.message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return send(reply, 500, { code: '500', message: '伺服器忙碌中，請您稍後再試。' });
    }
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return send(reply, status, { code: error.code ?? String(status), message });
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (
      clientDir &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !(production && DEVELOPMENT_ONLY_PAGES.test(request.url))
    ) {
      const url = new URL(request.url, 'http://localhost');
      // A flow's page opens with its data in the HTML, from this server's API asked as the visitor.
      const page = await dataRenderedPage(
        clientDir,
        {
          path: url.pathname,
          search: url.search,
          // The origin the browser asked (the page shows addresses with it, as the app will).
          pageOrigin: `${request.protocol}://${request.host}`,
          token: pageMemberToken(request.headers.cookie),
        },
        visitorApiCall(app, request),
        (error) => request.log.warn({ err: error }, 'page rendered without its data'),
      );
      reply.hijack(); // the built client answers: a file, or index.html for an app route
      if (page !== null) sendRenderedPage(request.raw, reply.raw, page, { https });
      else serveClientFile(request.raw, reply.raw, clientDir, { https });
      return;
    }
    return send(reply, 404, {
      code: '404',
      message: `找不到 ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
