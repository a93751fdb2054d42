import type { Socket } from 'node:net';

/** What Node's HTTP parser refused, by its error code: the status and the zh-TW reason. */
const PARSER_REFUSALS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: '請求的網址或標頭過長',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: '請求逾時，請重新送出' },
};

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (a URL over 16 KB, a broken
 * request line) in the API's error shape, `{code, message}` in zh-TW, rather than a bare status.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const refusal = PARSER_REFUSALS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    message: '請求格式錯誤',
  };
  const body = JSON.stringify({ code: String(refusal.status), message: refusal.message });
  socket.end(
    [
      `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
