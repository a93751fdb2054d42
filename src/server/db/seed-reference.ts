import type { Kysely } from 'kysely';
import banks from './seed/banks.json';
import bankBranches from './seed/bank-branches.json';
import careerTypes from './seed/career-types.json';
import contactRelations from './seed/contact-relations.json';
import fileCategories from './seed/file-categories.json';
import interestPlans from './seed/interest-plans.json';
import midClause from './seed/mid-clause.json';
import news from './seed/news.json';
import schoolDepartments from './seed/school-departments.json';
import schools from './seed/schools.json';
import type { Database } from './schema';

/** Inserts rows in slices, so PostgreSQL's and SQLite's bound-parameter limits are never reached. */
async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Database[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Kysely's insert type for a generic table name cannot be narrowed further here.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/**
 * Loads the reference data of `db/seed/` (banks, schools, careers, relations, plans, file
 * categories, the mid clause and news) into empty tables, in one transaction. Reference data is
 * seeded in every environment; demo members are not (see seed-demo).
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('banks').select('bank_code').limit(1).execute();
  if (existing.length > 0) return false;
  await db.transaction().execute(async (tx) => {
    await insertAll(
      tx,
      'banks',
      banks.map((b) => ({ bank_code: b.bankCode, bank_name: b.bankName })),
    );
    await insertAll(
      tx,
      'bank_branches',
      bankBranches.map((b) => ({
        bank_code: b.bankCode,
        branch_code: b.branchCode,
        branch_name: b.branchName,
      })),
    );
    await insertAll(
      tx,
      'schools',
      schools.map((s) => ({ school_ser_no: s.schoolSerNo, school_name: s.schoolName })),
    );
    await insertAll(
      tx,
      'school_departments',
      schoolDepartments.map((d) => ({
        school_dep_no: d.schoolDepNo,
        school_ser_no: d.schoolSerNo,
        school_dep_name: d.schoolDepName,
      })),
    );
    await insertAll(
      tx,
      'career_types',
      careerTypes.map((c) => ({
        id: c.id,
        name: c.name,
        restricted_installment: c.restrictedInstallment ? 1 : 0,
      })),
    );
    await insertAll(tx, 'contact_relations', [
      ...contactRelations.first.map((r, i) => ({
        id: r.id,
        name: r.name,
        is_first_contact: 1,
        sort_order: i,
      })),
      ...contactRelations.second.map((r, i) => ({
        id: r.id,
        name: r.name,
        is_first_contact: 0,
        sort_order: i,
      })),
    ]);
    await insertAll(
      tx,
      'interest_plans',
      interestPlans.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        adjustment_amount_status: p.adjustmentAmountStatus,
        min_amount: p.minAmount,
        max_amount: p.maxAmount,
        service_fee_rate: p.serviceFeeRate,
      })),
    );
    await insertAll(
      tx,
      'interest_rates',
      interestPlans.flatMap((p) =>
        p.rates.map((r) => ({
          id: r.id,
          interest_plan_id: p.id,
          installment: r.installment,
          monthly_rate: r.monthlyRate,
        })),
      ),
    );
    await insertAll(
      tx,
      'file_categories',
      fileCategories.map((f) => ({
        id: f.id,
        name: f.name,
        max_on_apply: f.maxOnApply,
        required: f.required ? 1 : 0,
        phase: f.phase,
      })),
    );
    await insertAll(tx, 'mid_clauses', [
      {
        version: midClause.appMidClausever,
        title: midClause.title,
        content: midClause.content,
        // When this version was published (kept with it in seed/mid-clause.json), not when the database was made.
        published_at: new Date(midClause.publishedAt).toISOString(),
      },
    ]);
    await insertAll(
      tx,
      'news',
      news.map((n) => ({ id: n.id, title: n.title, content: n.content, published_at: n.publishedAt })),
    );
  });
  return true;
}
