/** Where the tab keeps the token after the page was opened with `?devToolsToken=`. */
const STORAGE_KEY = 'fenqi.devToolsToken';

/**
 * The DEV_TOOLS_TOKEN a shared test server asks of anyone not on the server's own machine, as the
 * studio was opened with it (`/studio?devToolsToken=…`); kept for the tab, so moving between forms
 * keeps it. Null on a developer's own machine, where none is needed.
 */
export function devToolsToken(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('devToolsToken');
  if (fromUrl) window.sessionStorage.setItem(STORAGE_KEY, fromUrl);
  return fromUrl ?? window.sessionStorage.getItem(STORAGE_KEY);
}
