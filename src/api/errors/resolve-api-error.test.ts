/** @jest-environment node */
import { AxiosError, AxiosHeaders } from 'axios';
import type { CatalogueRow } from './catalogue';
import { findCatalogueRow, resolveApiError } from './resolve-api-error';

const row = (
  status: number,
  code: string,
  area: CatalogueRow['area'],
  extra: Partial<CatalogueRow> = {},
) => ({
  status,
  code,
  area,
  message: `${status}/${code}/${area}`,
  preferServerMessage: false,
  dialog: 'error' as const,
  redirect: null,
  clearToken: false,
  silent: false,
  ...extra,
});

describe('catalogue lookup order', () => {
  const table: CatalogueRow[] = [
    row(400, '*', '*'),
    row(400, '*', 'orders'),
    row(400, 'A', '*'),
    row(400, 'A', 'orders'),
    row(400, '*', 'login', { overridesCodes: true }),
    row(403, '*', 'login'),
    row(403, 'L', '*'),
  ];
  const messageOf = (status: number, code: string, area: Parameters<typeof findCatalogueRow>[2]) =>
    findCatalogueRow(status, code, area, table).message;

  it('prefers (status, code, area)', () => expect(messageOf(400, 'A', 'orders')).toBe('400/A/orders'));
  it('then (status, code, *)', () => expect(messageOf(400, 'A', 'commodity')).toBe('400/A/*'));
  it('then (status, *, area)', () => expect(messageOf(400, 'B', 'orders')).toBe('400/*/orders'));
  it('then (status, *, *)', () => expect(messageOf(400, 'B', 'other')).toBe('400/*/*'));
  it('lets an area row that overrides codes win over (status, code, *)', () =>
    expect(messageOf(400, 'A', 'login')).toBe('400/*/login'));
  it('keeps a plain area row behind (status, code, *)', () =>
    expect(messageOf(403, 'L', 'login')).toBe('403/L/*'));
  it('ends at the fallback row for an unlisted status', () =>
    expect(findCatalogueRow(418, 'x', 'other', table).message).toBe('系統發生錯誤，請稍後再試。'));
});

describe('resolveApiError', () => {
  const config = { headers: new AxiosHeaders() };
  const replyError = (status: number, data: unknown) =>
    new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    });

  it('reads a body that is not JSON as having no code or message', () => {
    const outcome = resolveApiError(replyError(502, '<html>Bad gateway</html>'), '/member');
    expect(outcome).toMatchObject({
      status: 502,
      code: null,
      message: '系統發生錯誤，請稍後再試。',
      dialog: 'error',
    });
  });

  it('uses the axios code when no reply came, and treats a cancellation as silent', () => {
    const cancelled = resolveApiError(new AxiosError('canceled', 'ERR_CANCELED', config), '/member');
    expect(cancelled).toMatchObject({ status: null, code: 'ERR_CANCELED', silent: true, dialog: null });
  });

  it('never navigates or shows a dialog for a silent row', () => {
    const outcome = resolveApiError(replyError(404, { code: '001.008.404', message: '查無' }), '/member');
    expect(outcome).toMatchObject({ silent: true, dialog: null, redirect: null });
  });
});
