import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { LineClientContext } from '../../line/line-client-context';
import type { LineClient } from '../../line/line-client';
import { authSaga } from './saga';
import { authReducer, type AuthState } from './slice';
import { makeFlowTestStore, renderWithStore, type TestRoute } from '../../store/testing/flow-test-kit';
import { fakeLineClient } from '../../line/fake-line-client';

export { fakeLineClient };
export type { TestRoute };

/**
 * Test kit of the auth flow (imported by its tests only): a real store running the real saga,
 * server failures shaped as axios throws them, a fake LINE client, and a page renderer.
 */
export function makeAuthStore() {
  return makeFlowTestStore<{ auth: AuthState }>({ reducers: { auth: authReducer }, saga: authSaga });
}

/** What axios throws for an error reply `status` with the server's `{code, message, details}` body. */
export function serverError(status: number, body: Record<string, unknown>): AxiosError {
  const response = {
    status,
    statusText: String(status),
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError(String(body.message), 'ERR_BAD_REQUEST', response.config, {}, response);
}

/** Renders `routes` at `path` with the store, zh-TW antd and (optionally) a fake LINE client. */
export function renderRoutes(
  routes: TestRoute[],
  path: string,
  options: { line?: LineClient; store?: ReturnType<typeof makeAuthStore> } = {},
) {
  const kit = options.store ?? makeAuthStore();
  const line = options.line ?? fakeLineClient(null);
  const view = renderWithStore(kit.store, routes, path, (children) => (
    <LineClientContext.Provider value={() => line}>{children}</LineClientContext.Provider>
  ));
  return { ...view, ...kit };
}
