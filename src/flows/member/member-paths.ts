/**
 * The routes the member flow links to. They mirror src/app/paths.ts, which a flow may not import
 * (layer rule); the router mounts the member pages at the same strings.
 */
export const MEMBER_PATHS = {
  home: '/member',
  info: '/member/info',
  midContract: '/member/info/midContract',
  changePassword: '/member/chpwd',
  forgotPassword: '/member/forgot-pwd',
  login: '/login',
} as const;

/** The query /member/info carries back from LINE's login page, to finish linking there. */
export const LINE_LINK_RETURN_QUERY = 'lineLink';
