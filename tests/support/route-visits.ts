import { PATH_LIST } from '../../src/app/paths';

/** One route as a first visit meets it: its URL and whether a member is logged in. */
export interface RouteVisit {
  key: string;
  path: string;
  member: boolean;
}

/**
 * Every route of paths.ts that has a URL of its own (a pattern's optional parameters left out),
 * visited as its users meet it: guarded routes with the demo member logged in. Guest-flow links
 * without their query show the flow's invalid-link page, which is still that route's first load.
 */
export function routeVisits(): RouteVisit[] {
  return PATH_LIST.filter((page) => !page.path.includes(':')).map((page) => ({
    key: page.key,
    path: page.path,
    member: page.guard === 'auth',
  }));
}
