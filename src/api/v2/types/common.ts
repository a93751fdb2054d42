/**
 * Reply shapes shared by several areas, as generated from their files in `schemas/api/replies/`
 * (client-file, case-view, period-view, repayment-view; message-reply: only a zh-TW message,
 * 'ok.' on success for several older calls; named-option: an id and a zh-TW name, as career
 * types and contact relations are).
 */
export type {
  CaseView,
  ClientFile,
  MessageReply,
  NamedOption,
  PeriodView,
  RepaymentView,
} from '../../../validation/api-replies';
