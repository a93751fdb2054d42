/**
 * Where the build puts a prerendered route's HTML (build/prerender-plugin.ts writes it,
 * static-site.ts serves it): `/login` → `pages/login.html`, `/member/order/list` →
 * `pages/member/order/list.html`.
 */
export function prerenderedPageFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `pages/${trimmed === '' ? 'index' : trimmed}.html`;
}
