/** The page frames of spec §2. */
export type LayoutName = 'dark' | 'default' | 'doc' | 'noHeader' | 'onlyHeader' | 'viewOcr';
/** `auth`: needs the auth cookie (else /login?redirect=…); `none`: open to visitors and guests. */
export type GuardName = 'auth' | 'none';

/** Where a page stands in a multi-step flow (shown by its placeholder and stepper). */
export interface StepContext {
  flowTitle: string;
  index: number;
  total: number;
}

/** One route of the app, declared once. */
export interface PathDef {
  path: string;
  /** The router pattern when it differs from `path` (optional parameters). */
  pattern?: string;
  title: string;
  layout: LayoutName;
  guard: GuardName;
  /** The flow folder (src/flows/<flow>) whose chunk holds the page. */
  flow: string;
  /** What the page does, in the member's words (its placeholder says this until it is built). */
  purpose: string;
  step?: StepContext;
  /**
   * The `token` query belongs to the page itself (the mailed password-reset link), so the index
   * guard must not take it for a member session.
   */
  ownsTokenQuery?: boolean;
}

/** A member-centre page: sidebar layout, login required. */
export const member = (path: string, title: string, purpose: string, flow: string): PathDef => ({
  path,
  title,
  layout: 'default',
  guard: 'auth',
  flow,
  purpose,
});

/** A step of the older order flow (members only). */
export const orderStep = (path: string, title: string, index: number, purpose: string): PathDef => ({
  path,
  title,
  layout: 'onlyHeader',
  guard: 'auth',
  flow: 'orders',
  purpose,
  step: { flowTitle: '訂單申請', index, total: 5 },
});

/** A step of the commodity application; its six steps are the stepper's (§2): 1 identity … 6 complete. */
export const commodityStep = (path: string, title: string, index: number, purpose: string): PathDef => ({
  path,
  title,
  layout: 'onlyHeader',
  // New members apply before they have an account; the flow has its own login (§6).
  guard: 'none',
  flow: 'commodity',
  purpose,
  step: { flowTitle: '商品分期申請', index, total: 6 },
});

/** A contract the applicant reads and agrees to. */
export const contract = (path: string, title: string, purpose: string): PathDef => ({
  path,
  title,
  layout: 'doc',
  guard: 'none',
  flow: 'commodity',
  purpose,
});

/** A step of identity verification (對保). */
export const idVerifyStep = (path: string, title: string, index: number, purpose: string): PathDef => ({
  path,
  title,
  layout: 'onlyHeader',
  // Addressed by case number and the token the index guard stores (§6), not by a login.
  guard: 'none',
  flow: 'idVerify',
  purpose,
  step: { flowTitle: '線上對保', index, total: 4 },
});

/** A guest page (guarantor, vehicle loan, minor guardian): no login, addressed by its link. */
export const guest = (path: string, title: string, flow: string, purpose: string): PathDef => ({
  path,
  title,
  layout: 'onlyHeader',
  guard: 'none',
  flow,
  purpose,
});
