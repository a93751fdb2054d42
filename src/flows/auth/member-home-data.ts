import type { AxiosRequestConfig } from 'axios';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { fetchGuarantorSignPath } from '../../api/v2/case-sub-flows';
import { fetchCases } from '../../api/v2/cases';
import { expectStatus } from '../../api/v2/client';
import { fetchBasicInfo } from '../../api/v2/member-info';
import { fetchOrderDetail } from '../../api/v2/orders';
import { fetchMinorDetail } from '../../api/v2/minor';
import { fetchPaymentList, type PaymentEntry } from '../../api/v2/payments';
import type { CaseView } from '../../api/v2/types/common';
import { pageOrigin } from '../../api/page-origin';
import { guarantorPath, idVerifyPath, minorAgreementPath, orderDetailPath } from '../../domain/route-paths';
import type { MemberHomeSummary } from './slice';

/**
 * Something the member has to do on a case: 對保 (where the contract is signed), a guarantor to
 * chase, a supplement, or a minor applicant's guardian agreement.
 */
export interface HomeTask {
  kind: 'idVerify' | 'guarantor' | 'supplement' | 'guardian';
  caseId: number;
  caseNo: string;
  productName: string;
  /** The operator's note (what to supplement), or the guarantor's name. */
  note: string | null;
  /** Where to act, an in-app path; for a guarantor the full link the member forwards (or null). */
  to: string | null;
}

/** The soonest payment due over all cases (from GET /members/payments/list). */
export interface HomeNextPayment {
  caseId: number;
  caseNo: string;
  productName: string;
  period: number;
  appPeriods: number;
  dueDate: string;
  amount: number;
  /** Other cases with money due as well. */
  otherCount: number;
}

/** The member home: the greeting and latest case (MemberHomeSummary) plus what to do and pay. */
export interface MemberHomeOverview extends MemberHomeSummary {
  openCases: CaseView[];
  tasks: HomeTask[];
  nextPayment: HomeNextPayment | null;
}

/** Whether the stored summary carries the overview (the auth slice types it as its base). */
export function isMemberHomeOverview(summary: MemberHomeSummary | null): summary is MemberHomeOverview {
  return summary !== null && Array.isArray((summary as Partial<MemberHomeOverview>).tasks);
}

/** Helper calls that only refine a task: a failure keeps the task with a fallback, with no dialog. */
const QUIET: AxiosRequestConfig = SKIP_GLOBAL_ERROR;

/** The case updated last; the list order of the server is not relied on. */
function latestOf(cases: CaseView[]): CaseView | null {
  return cases.reduce<CaseView | null>(
    (latest, item) => (!latest || item.updatedAt > latest.updatedAt ? item : latest),
    null,
  );
}

/** The guarantor task of a case whose guarantor has not sent their part yet (extGuarLinkStatus 0). */
async function guarantorTask(item: CaseView): Promise<HomeTask[]> {
  const detail = await fetchOrderDetail(item.caseNo, QUIET).catch(() => null);
  if (detail?.extGuarLinkStatus !== 0) return [];
  const signPath = await fetchGuarantorSignPath(item.id, QUIET).catch(() => null);
  const name = detail.guarantorInfo?.name;
  return [
    {
      ...taskBase(item),
      kind: 'guarantor',
      note: typeof name === 'string' ? name : null,
      to: signPath ? `${pageOrigin()}${guarantorPath(signPath)}` : null,
    },
  ];
}

/** Statuses in which a minor applicant's guardian may still agree (before signing). */
const GUARDIAN_STATUSES: readonly string[] = ['submitted', 'reviewing', 'supplement', 'approved'];

/**
 * The guardian task of a case whose applicant was a minor (the detail is null for an adult, spec
 * §7) and whose guardians' phones are not given yet.
 */
async function guardianTask(item: CaseView): Promise<HomeTask[]> {
  if (!GUARDIAN_STATUSES.includes(item.status)) return [];
  const detail = await fetchMinorDetail(item.caseNo, QUIET).catch(() => null);
  if (!detail || detail.appMinorFaday1Cellphone) return [];
  return [{ ...taskBase(item), kind: 'guardian', note: null, to: minorAgreementPath(item.caseNo) }];
}

function taskBase(item: CaseView) {
  return { caseId: item.id, caseNo: item.caseNo, productName: item.productName };
}

/** What a case waits on the member for: by its status, and a guardian's agreement for a minor. */
async function tasksOf(item: CaseView): Promise<HomeTask[]> {
  return [...(await statusTasksOf(item)), ...(await guardianTask(item))];
}

/** What the case's status asks of the member. */
async function statusTasksOf(item: CaseView): Promise<HomeTask[]> {
  const base = taskBase(item);
  switch (item.status) {
    case 'supplement':
      return [{ ...base, kind: 'supplement', note: item.statusNote, to: orderDetailPath(item.id) }];
    case 'approved':
      return [
        { ...base, kind: 'idVerify', note: null, to: idVerifyPath(item.id, item.caseNo) },
        ...(await guarantorTask(item)),
      ];
    // The member signed the contract and the note at 對保 (spec §1: 對保 is verification and
    // signing); what is left is the company's check and, where there is one, the guarantor.
    case 'id_verified':
      return guarantorTask(item);
    default:
      return [];
  }
}

/** The soonest due of the entries still owing (appPayPeriods < appPeriods, spec §4). */
function nextPaymentOf(entries: PaymentEntry[]): HomeNextPayment | null {
  const due = entries
    .filter((entry) => entry.appPayPeriods < entry.appPeriods)
    .sort((a, b) => a.nextDueDate.localeCompare(b.nextDueDate));
  const first = due[0];
  if (!first) return null;
  return {
    caseId: first.caseSerNo,
    caseNo: first.caseNo,
    productName: first.productName,
    period: first.nextPeriod,
    appPeriods: first.appPeriods,
    dueDate: first.nextDueDate,
    amount: first.nextAmount,
    otherCount: due.length - 1,
  };
}

/**
 * Loads what the member home shows: the name (GET /members/basic-info), the open cases (GET
 * /members/cases, Bearer) and the payments due (GET /members/payments/list, 200 only) in
 * parallel; then, per case waiting on the member, the detail that names the task (the guarantor's
 * status and link, a minor's guardian agreement).
 */
export async function fetchMemberHome(): Promise<MemberHomeOverview> {
  const [info, cases, entries] = await Promise.all([
    fetchBasicInfo(),
    fetchCases(),
    fetchPaymentList(expectStatus(200)),
  ]);
  const latest = latestOf(cases);
  const tasks = (await Promise.all(cases.map(tasksOf))).flat();
  return {
    name: info.memName,
    openCaseCount: cases.length,
    latestCase: latest
      ? { caseNo: latest.caseNo, productName: latest.productName, statusLabel: latest.statusLabel }
      : null,
    openCases: cases,
    tasks,
    nextPayment: nextPaymentOf(entries),
  };
}
