import type { FormData } from '../../../step-flow/flow-state-input';

/** What is kept of the mid-clause agreement of step 1 for the draft and the payload. */
export interface MidClauseAgreement {
  version: string;
  agreedAt: string;
}

/**
 * Where the agreement sits among the engine's forms of the wizard: beside the steps' forms, so the
 * device's copy keeps it and the draft names its version (midClausever), as the agreements of the
 * confirm step sit in that step's data.
 */
export const MID_CLAUSE_KEY = 'midClause';

/** The mid clause agreed (version and time), or null. */
export function midClauseAgreementOf(forms: Readonly<Record<string, FormData>>): MidClauseAgreement | null {
  const { version, agreedAt } = (forms[MID_CLAUSE_KEY] ?? {}) as Partial<Record<string, unknown>>;
  return typeof version === 'string' && typeof agreedAt === 'string' ? { version, agreedAt } : null;
}
