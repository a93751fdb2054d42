/**
 * The case lifecycle: submitted → reviewing → (supplement ↔ reviewing) → approved →
 * id_verified (對保) → signed → repaying → completed; rejected and cancelled end a case early.
 * (An unsent application is a draft in the drafts table, not a case.)
 */
export const CASE_STATUSES = [
  'submitted',
  'reviewing',
  'supplement',
  'approved',
  'id_verified',
  'signed',
  'repaying',
  'completed',
  'rejected',
  'cancelled',
] as const;

export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Which statuses each status may move to. */
export const CASE_TRANSITIONS: Record<CaseStatus, readonly CaseStatus[]> = {
  submitted: ['reviewing', 'supplement', 'approved', 'rejected', 'cancelled'],
  reviewing: ['supplement', 'approved', 'rejected', 'cancelled'],
  supplement: ['reviewing', 'rejected', 'cancelled'],
  approved: ['id_verified', 'cancelled'],
  id_verified: ['signed', 'cancelled'],
  signed: ['repaying'],
  repaying: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The zh-TW label members see for each status. */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  submitted: '已送件',
  reviewing: '審核中',
  supplement: '待補件',
  approved: '核准待對保',
  // The member signs at 對保; what is left is the company's check of it (ops mark-signed).
  id_verified: '已對保待核約',
  signed: '已簽約',
  repaying: '繳款中',
  completed: '已結清',
  rejected: '未核准',
  cancelled: '已取消',
};

/** Statuses of cases that are over (the member centre's completed list). */
export const FINISHED_STATUSES: readonly CaseStatus[] = ['completed', 'rejected', 'cancelled'];

/** Statuses of applications still being reviewed: while one is, another application is too frequent (2013). */
export const IN_REVIEW_STATUSES: readonly CaseStatus[] = ['submitted', 'reviewing', 'supplement'];
