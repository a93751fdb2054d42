import { fetchCases } from '../../api/v2/cases';
import { fetchBasicInfo } from '../../api/v2/member-info';
import type { CaseView } from '../../api/v2/types/common';
import type { MemberHomeSummary } from './slice';

/** The case updated last; the list order of the server is not relied on. */
function latestOf(cases: CaseView[]): CaseView | null {
  return cases.reduce<CaseView | null>(
    (latest, item) => (!latest || item.updatedAt > latest.updatedAt ? item : latest),
    null,
  );
}

/**
 * Loads what the member home shows: the name (GET /members/basic-info) and the open cases
 * (GET /members/cases, Bearer: the server lists only cases not yet closed) in parallel.
 */
export async function fetchMemberHome(): Promise<MemberHomeSummary> {
  const [info, cases] = await Promise.all([fetchBasicInfo(), fetchCases()]);
  const latest = latestOf(cases);
  return {
    name: info.memName,
    openCaseCount: cases.length,
    latestCase: latest
      ? { caseNo: latest.caseNo, productName: latest.productName, statusLabel: latest.statusLabel }
      : null,
  };
}
