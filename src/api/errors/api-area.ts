import { ROUTE_PATHS } from '../../domain/route-paths';

/**
 * The part of the app a failed call happened in: spec §8 answers some codes differently per
 * area. The order list is its own area because §8 treats it apart from the other order pages
 * (0004/0005 there go to /login like everywhere else, while the order steps go back to step 1).
 */
export type ApiArea = 'login' | 'orderList' | 'orders' | 'commodity' | 'idVerify' | 'other';

/** The pages (of src/domain/route-paths.ts) opening each area, with everything below them; the first match wins. */
const AREA_PREFIXES: readonly (readonly [ApiArea, string])[] = [
  ['login', ROUTE_PATHS.login],
  ['orderList', ROUTE_PATHS.orderList],
  ['orders', '/member/order'],
  ['commodity', '/member/commodity-loans'],
  ['idVerify', '/member/idVerify'],
];

/** The area of the current location path (query and hash ignored, trailing slash tolerated). */
export function apiAreaOf(path: string): ApiArea {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  const match = AREA_PREFIXES.find(([, prefix]) => bare === prefix || bare.startsWith(`${prefix}/`));
  return match ? match[0] : 'other';
}
