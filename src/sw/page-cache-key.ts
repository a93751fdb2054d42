/** Paths that are never pages of the app: the API and the development tools. */
export const NOT_PAGES = [/^\/api\//, /^\/dev\//];

/**
 * A page is kept under its path alone: the query may carry a login token or a guest link's
 * signPath, which must not be written to a cache, and the HTML is the same for every query.
 */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
}
