/**
 * Reply shapes shared by several areas, as the server's route response schemas declare them
 * (src/server/routes/*.ts, /api/v2/docs). The schemas list no `required`, but every handler
 * always sends each declared field, so fields are typed present; `| null` where the schema says so.
 */

/** A stored file as replies show it (spec §3 clientFiles); links are signed for an hour. */
export interface ClientFile {
  id: number;
  /** The category id as a string: '4'…'23' (commodity) or an older code such as '8', '16'. */
  fileCategoryId: string;
  name: string;
  contentType: string;
  size: number;
  fileUrl: string;
  /** The thumbnail, or the file itself when it has none (PDF). */
  thumbnailUrl: string;
}

/** A member's case in list replies (spec §3/§7: caseSerNo is the case id; periods as app*). */
export interface CaseView {
  id: number;
  caseNo: string;
  caseSerNo: number;
  status: string;
  /** zh-TW status text. */
  statusLabel: string;
  productName: string;
  productModelNo: string | null;
  amount: number;
  installment: number;
  monthlyPayment: number;
  serviceFee: number;
  createdAt: string;
  updatedAt: string;
  /** Total periods. */
  appPeriods: number;
  /** Periods paid so far. */
  appPayPeriods: number;
  /** The operator's note on the latest change (rejection reason, what to supplement). */
  statusNote: string | null;
}

/** Replies that are only a zh-TW message ('ok.' on success for several older calls). */
export interface MessageReply {
  message: string;
}

/** An id and a zh-TW name (career types, contact relations). */
export interface NamedOption {
  id: number;
  name: string;
}

/** One period of a repayment schedule. */
export interface PeriodView {
  period: number;
  dueDate: string;
  amount: number;
  paidAmount: number;
  paidAt: string | null;
  status: 'paid' | 'overdue' | 'unpaid';
}

/** Repayment info of an approved case: ATM virtual account, periods due and paid. */
export interface RepaymentView {
  caseNo: string;
  caseSerNo: number;
  virtualAccount: string;
  bankCode: string;
  bankName: string;
  appPeriods: number;
  appPayPeriods: number;
  monthlyPayment: number;
  nextDue: { period: number; dueDate: string; amount: number } | null;
  periods: PeriodView[];
}
