import type { FastifyError, FastifyLoggerOptions, FastifyRequest } from 'fastify';
import { maskIdNumber, REDACTED, redactText } from '../audit/redact-secrets';

/** Fields that hold an ID number: masked (A12****789), so a line still tells members apart. */
const ID_NUMBER_FIELDS = ['idNum', 'id_num', 'memIdNum'];
/** Fields whose whole value is a secret. */
const SECRET_FIELDS = [
  'password',
  'passwd',
  'newPasswd',
  'oldPasswd',
  'token',
  'access_token',
  'authorization',
];

/**
 * Where pino looks for those fields in what the app logs: at the top and one level down, and in
 * request headers should anyone log them.
 */
const REDACT_PATHS = [
  ...[...SECRET_FIELDS, ...ID_NUMBER_FIELDS].flatMap((field) => [field, `*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** A redacted field's value: an ID number masked, anything else replaced. */
function censor(value: unknown, path: string[]): unknown {
  const field = path[path.length - 1];
  return ID_NUMBER_FIELDS.includes(field) && typeof value === 'string' ? maskIdNumber(value) : REDACTED;
}

/** The request as a log line shows it (Fastify's fields), its URL without tokens or ID numbers. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as a log line shows it, its texts (message, stack, a driver's detail) redacted. */
function errorForLog(error: FastifyError): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = redactText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  if (error.cause instanceof Error) fields.cause = errorForLog(error.cause as FastifyError);
  return {
    ...fields,
    type: error.constructor?.name ?? 'Error',
    message: redactText(String(error.message ?? '')),
    stack: redactText(String(error.stack ?? '')),
  };
}

/**
 * The logger options that keep passwords, tokens (Authorization, access_token, signed-link
 * signatures) and full ID numbers out of every log line: request URLs and errors pass through
 * redactText, and fields with those names are censored wherever the app logs them.
 */
export const LOG_REDACTION: Pick<FastifyLoggerOptions, 'serializers'> & {
  /** pino's `redact` option (pino's own types are not Fastify's to export). */
  redact: { paths: string[]; censor: (value: unknown, path: string[]) => unknown };
} = {
  redact: { paths: REDACT_PATHS, censor },
  serializers: { req: requestForLog, err: errorForLog },
};
