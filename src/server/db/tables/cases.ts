import type { ColumnType, Generated } from 'kysely';

/**
 * An application case. The plan and product columns are what the application payload chose;
 * the applicant block (spec §3) is kept whole as JSON. `status` follows the lifecycle in
 * cases/case-lifecycle.ts.
 */
export interface CaseTable {
  id: Generated<number>;
  /** The number members and staff quote, e.g. FQ20261122000123. */
  case_no: string;
  member_id: number;
  status: string;
  interest_plan_id: number;
  interest_rate_id: number;
  amount: number;
  installment: number;
  monthly_payment: number;
  service_fee: number;
  product_name: string;
  product_model_no: string | null;
  is_provide_labor_insurance: number;
  applicant_json: string;
  mid_clause_version: string | null;
  mid_agreed_at: string | null;
  platform_contract_agreed_at: string | null;
  sale_contract_agreed_at: string | null;
  /** The operator's reason for the latest transition (rejection, supplement request). */
  status_note: string | null;
  /** The ATM virtual account created on approval (bank code + 14 digits). */
  virtual_account: string | null;
  /** The identity-verification (對保) data the applicant sent: name and passbook, as JSON. */
  id_verify_json: string | null;
  /** The form revisions the application was made with ({form: content hash}), as JSON; null for a case made before revisions were kept. */
  form_revisions_json?: string | null;
  created_at: string;
  updated_at: string;
}

/** Every status change of a case, for the member's timeline and the operators' audit. */
export interface CaseEventTable {
  id: Generated<number>;
  case_id: number;
  from_status: string | null;
  to_status: string;
  note: string | null;
  created_at: string;
  /**
   * Who moved it (audit/case-actor.ts): `member:<id>`, `ops:<command>` or `system`; null only on
   * events written before the audit log existed. Every new event must name one.
   */
  actor: ColumnType<string | null, string, never>;
  /** The audit_log row of the operator command that moved it, if one did. */
  audit_id: ColumnType<number | null, number | null, never>;
}

/**
 * A stored upload. Exactly who owns it decides who may see it: a member (member_id), a new
 * member's draft (draft_token_hash), a case (case_id), a guarantor (guarantor_id) or a
 * vehicle-loan signer (vehicle_loan_id). `category` is the file category id of spec §3 or an
 * older-flow document code ('1_1', '19_1', …). The bytes live under DATA_DIR (storage_key).
 */
export interface FileTable {
  id: Generated<number>;
  category: string;
  member_id: number | null;
  draft_token_hash: string | null;
  case_id: number | null;
  guarantor_id: number | null;
  vehicle_loan_id: number | null;
  storage_key: string;
  thumbnail_key: string | null;
  content_type: string;
  original_name: string;
  size: number;
  created_at: string;
  /** The unsent application a caseless upload belongs to ('commodity'); null once on a case. */
  draft_kind?: string | null;
}

/** One period of a repayment schedule, created on approval, with its convenience-store barcodes. */
export interface InstallmentTable {
  id: Generated<number>;
  case_id: number;
  period: number;
  due_date: string;
  amount: number;
  paid_amount: number;
  paid_at: string | null;
  barcode1: string;
  barcode2: string;
  barcode3: string;
}

/** A payment received (operator `mark-paid`, or matched from a receipt), applied to periods. */
export interface PaymentTable {
  id: Generated<number>;
  case_id: number;
  amount: number;
  channel: string;
  paid_at: string;
  note: string | null;
}

/** The last case-number sequence handed out on one Taipei day (yyyymmdd). */
export interface CaseNumberSequenceTable {
  day: string;
  last_value: number;
}

/**
 * A contract someone signed, rendered to a PDF when their send was accepted: which
 * text and version (and the text file's hash), the figures it was filled with, who signed and
 * when, and the PDF in the blob store with its SHA-256.
 */
export interface SignedDocumentTable {
  id: Generated<number>;
  case_id: number;
  /** contracts/<id>.json */
  contract_id: string;
  contract_version: string;
  /** SHA-256 of the text file as parsed (what the renderer read), to tell an edit made without a new version. */
  text_sha256: string;
  /** 'applicant', 'guarantor' or 'vehicleSigner'. */
  signer_role: string;
  signer_name: string;
  guarantor_id: number | null;
  vehicle_loan_id: number | null;
  /** The files row of the signature image drawn for it. */
  signature_file_id: number | null;
  figures_json: string;
  signed_at: string;
  storage_key: string;
  size: number;
  sha256: string;
  created_at: string;
}

/** A form schema as it was at one revision (its content hash), kept to tell a stale send what changed. */
export interface FormSchemaRevisionTable {
  form: string;
  revision: string;
  schema_json: string;
  recorded_at: string;
}

/** Every case-related table. */
export interface CaseTables {
  form_schema_revisions: FormSchemaRevisionTable;
  signed_documents: SignedDocumentTable;
  cases: CaseTable;
  case_events: CaseEventTable;
  files: FileTable;
  installments: InstallmentTable;
  payments: PaymentTable;
  case_number_sequences: CaseNumberSequenceTable;
}
