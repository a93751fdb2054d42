import type { ComponentType } from 'react';
import type { PathKey } from './paths';

/** A page module as webpack's lazy import yields it: the page is its default export. */
export interface PageModule {
  default: ComponentType;
}

/** Imports one page; pages of a flow share its chunk (`webpackChunkName: "<flow>"`). */
export type PageLoader = () => Promise<PageModule>;

/**
 * The built page of each route, lazy-loaded. A route missing here renders RoutePlaceholder
 * (its title, step context and what it will do), so no path ever shows a blank screen.
 * Flows add their pages below their marker, one line a route.
 */
export const ROUTE_PAGES: Partial<Record<PathKey, PageLoader>> = {
  studio: () => import(/* webpackChunkName: "studio" */ '../flows/studio/pages/FormStudioPage'),

  // auth flow pages (HC): login, memberHome, fastLogin, forgotPwd, forgotPwdLegacy, lineAuth
  // e.g. login: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/LoginPage'),
  login: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/LoginPage'),
  memberHome: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/MemberHomePage'),
  fastLogin: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/FastLoginPage'),
  forgotPwd: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/ForgotPasswordPage'),
  forgotPwdLegacy: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/ForgotPasswordPage'),
  lineAuth: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/LineAuthPage'),

  // member centre pages (chpwd, info, midContract, news, share)

  // payments pages

  // orders pages

  // commodity-loan pages

  // idVerify pages

  // guest pages (guarantor, vehicleLoans, minor-agreement)

  // ocr pages
};
