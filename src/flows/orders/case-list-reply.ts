import type { CaseView } from '../../api/v2/types/common';

/** Shown when a case list came back without cases and without a message of its own. */
export const CASE_LIST_FALLBACK = '案件資料載入失敗，請稍後再試';

/** A case-list reply that carried a message: spec §7 counts it as failure whatever its status. */
export class CaseListMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseListMessageError';
  }
}

/**
 * The cases of a `GET /members/cases(/completed)` reply. Spec §7: "a response that carries a
 * message counts as failure for the case list" — so a 200 whose body is `{message}` (or anything
 * but a list) throws with that message instead of showing an empty list.
 */
export function casesOfReply(reply: unknown): CaseView[] {
  if (Array.isArray(reply)) return reply as CaseView[];
  const message = (reply as { message?: unknown } | null)?.message;
  throw new CaseListMessageError(typeof message === 'string' && message ? message : CASE_LIST_FALLBACK);
}
