import type { Generated } from 'kysely';

/** A form's answers beyond its body's wire fields, for one subject (migration 030). */
export interface FormAnswersTable {
  id: Generated<number>;
  form: string;
  /** Whose answers: `guarantor:<id>`, … (one row per form and subject). */
  subject: string;
  case_id: number | null;
  /** The form revision the answers were given under. */
  revision: string;
  answers_json: string;
  updated_at: string;
}

/** What forms keep beside the cases' own columns. */
export interface FormTables {
  form_answers: FormAnswersTable;
}
