import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Where the build puts a prerendered route's HTML (build/prerender-plugin.ts writes it,
 * static-site.ts serves it), drawn for a guest or for a member (`member`): `/login` →
 * `pages/login.html`, `/member/order/list` → `pages/member/order/list.member.html`.
 */
export function prerenderedPageFile(pathname: string, member: boolean): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `pages/${trimmed === '' ? 'index' : trimmed}${member ? '.member' : ''}.html`;
}

/**
 * The prerendered HTML to answer a request for `pathname` with (a file in `distDir`), or null when
 * the build drew none: the page drawn for the session the app will open it in (a member's when
 * `member`), else the one the build drew (the app then draws the page anew as it starts).
 */
export function prerenderedPageFor(distDir: string, pathname: string, member: boolean): string | null {
  for (const drawnForMember of [member, !member]) {
    const page = normalize(join(distDir, prerenderedPageFile(pathname, drawnForMember)));
    if (page.startsWith(join(distDir, 'pages')) && existsSync(page)) return page;
  }
  return null;
}
