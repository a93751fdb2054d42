/** Reference data: banks by 3-digit code. */
export interface BankTable {
  bank_code: string;
  bank_name: string;
}

/** A bank's branches by 7-digit code. */
export interface BankBranchTable {
  bank_code: string;
  branch_code: string;
  branch_name: string;
}

export interface SchoolTable {
  school_ser_no: number;
  school_name: string;
}

export interface SchoolDepartmentTable {
  school_dep_no: number;
  school_ser_no: number;
  school_dep_name: string;
}

export interface CareerTypeTable {
  id: number;
  name: string;
  /** Careers allowed the 36th installment (students, police/fire, military, medical). */
  restricted_installment: number;
}

export interface ContactRelationTable {
  id: number;
  name: string;
  /** 1 = offered for the first contact, 0 = for the second. */
  is_first_contact: number;
  sort_order: number;
}

export interface InterestPlanTable {
  id: number;
  name: string;
  description: string;
  adjustment_amount_status: number;
  min_amount: number;
  max_amount: number;
  service_fee_rate: number;
}

export interface InterestRateTable {
  id: number;
  interest_plan_id: number;
  installment: number;
  monthly_rate: number;
}

export interface FileCategoryTable {
  id: number;
  name: string;
  max_on_apply: number;
  required: number;
  phase: string;
}

export interface MidClauseTable {
  version: string;
  title: string;
  content: string;
  published_at: string;
}

export interface NewsTable {
  id: number;
  title: string;
  content: string;
  published_at: string;
}

/** Every reference-data table. */
export interface ReferenceTables {
  banks: BankTable;
  bank_branches: BankBranchTable;
  schools: SchoolTable;
  school_departments: SchoolDepartmentTable;
  career_types: CareerTypeTable;
  contact_relations: ContactRelationTable;
  interest_plans: InterestPlanTable;
  interest_rates: InterestRateTable;
  file_categories: FileCategoryTable;
  mid_clauses: MidClauseTable;
  news: NewsTable;
}
