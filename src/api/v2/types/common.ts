/**
 * Reply shapes shared by several areas. Those declared in `schemas/api/replies/` come from the
 * types generated from those files; the rest still mirror the routes' response schemas
 * (src/server/routes/*.ts, /api/v2/docs).
 */

/** Declared in schemas/api/replies/ (client-file, case-view, period-view, repayment-view). */
export type { CaseView, ClientFile, PeriodView, RepaymentView } from '../../../validation/api-replies';

/** Replies that are only a zh-TW message ('ok.' on success for several older calls). */
export interface MessageReply {
  message: string;
}

/** An id and a zh-TW name (career types, contact relations). */
export interface NamedOption {
  id: number;
  name: string;
}
