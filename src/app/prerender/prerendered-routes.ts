import { ROUTE_PATHS } from '../../domain/route-paths';

/** A route the build renders to HTML, in the state a member or a guest first sees it. */
export interface PrerenderedRoute {
  path: string;
  /**
   * Rendered logged in (a member's page) or not. A route may be listed twice, once each way: the
   * server answers with the one drawn for the request's session (src/server/prerendered-page.ts).
   */
  member: boolean;
  /**
   * A query the page reads as it first draws (a guest link's signPath, a case's number): any
   * value of the right shape, so the HTML is the frame every such link opens with.
   */
  search?: string;
  /**
   * Rendered again for each request, with the page's data (src/server/data-rendered-page.ts): a
   * link's case, a member's cases, the application's mid clause. The build's HTML is then the frame sent when that render cannot be.
   */
  withData?: true;
  /**
   * The page shows a flow whose run is this device's (the tab's token and copy), which the server
   * cannot know: the HTML is the step before anything is filled in, and the app loads the run
   * before it takes the HTML over, then shows it (src/app/prerender/load-flow-first.ts).
   */
  loadsFlowFirst?: true;
}

/**
 * The pages opened cold most: the login page every redirect lands on, the member's
 * home and orders, the guest links sent by LINE, the first steps of the application and 對保, and
 * the application's step 3 (its longest form, opened again by a reload). Each is served
 * as its own HTML (src/server/prerendered-page.ts) with its markup and antd's styles.
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: ROUTE_PATHS.login, member: false },
  { path: ROUTE_PATHS.memberHome, member: true, withData: true },
  { path: ROUTE_PATHS.orderList, member: true, withData: true },
  // The flow's load (the plans and the mid clause, the same for everyone): the clause is the page's largest text.
  { path: ROUTE_PATHS.commodityStep1, member: false, withData: true },
  // The applicant's longest form: its fields and labels are everyone's, what was typed is the tab's.
  // Drawn twice: most applicants are not logged in (step 1 verifies them), some are.
  { path: ROUTE_PATHS.commodityStep3, member: false, loadsFlowFirst: true },
  { path: ROUTE_PATHS.commodityStep3, member: true, loadsFlowFirst: true },
  { path: ROUTE_PATHS.guarantor, member: false, search: '?signPath=prerendered', withData: true },
  { path: ROUTE_PATHS.vehicleLoans, member: false, search: '?signPath=prerendered', withData: true },
  { path: ROUTE_PATHS.minorAgreement, member: true, search: '?appCaseNo=prerendered', withData: true },
  { path: ROUTE_PATHS.idVerifyStep1, member: true, search: '?caseId=1&caseNo=prerendered', withData: true },
];

/** The renderer's first argument that asks for antd's style sheet (for the pages drawn from index.html) rather than a route. */
export const STYLE_SHEET_ARG = '--style-sheet';
