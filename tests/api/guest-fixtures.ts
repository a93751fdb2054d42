import { insertSubmittedCase } from '../../src/server/cases/insert-submitted-case';
import type { ServerContext } from '../../src/server/context';
import { createGuarantor, type CreatedGuarantor } from '../../src/server/guests/create-guarantor';
import { createVehicleLoan, type CreatedVehicleLoan } from '../../src/server/guests/create-vehicle-loan';

/** A case inserted for a test: its id and number. */
export interface TestCase {
  id: number;
  caseNo: string;
}

/**
 * Inserts a case straight into `cases` (others own the application route), with every NOT NULL
 * column and an applicant block like the application payload's.
 */
export async function insertTestCase(
  ctx: ServerContext,
  memberId: number,
  options: { applicant?: Record<string, unknown>; createdAt?: Date; status?: string } = {},
): Promise<TestCase> {
  const createdAt = options.createdAt ?? ctx.clock();
  const row = await insertSubmittedCase(
    ctx.db,
    {
      member_id: memberId,
      interest_plan_id: 1,
      interest_rate_id: 13,
      amount: 30000,
      installment: 12,
      monthly_payment: 2650,
      service_fee: 300,
      product_name: '手機',
      product_model_no: 'iPhone 16 128GB',
      is_provide_labor_insurance: 0,
      applicant: {
        name: '王小明',
        birthDate: '1995-05-05',
        cellPhone: '0912345678',
        email: 'applicant@example.com',
        ...options.applicant,
      },
    },
    createdAt,
    null,
  );
  // Guest flows only read the status; the lifecycle's side effects (schedule…) are not needed here.
  await ctx.db
    .updateTable('cases')
    .set({ status: options.status ?? 'approved' })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, caseNo: row.case_no };
}

/** A case with one guarantor (ID number G… checksum-valid), through the same function ops uses. */
export async function insertGuarantorCase(
  ctx: ServerContext,
  memberId: number,
  idNum = 'A223456781',
): Promise<TestCase & { guarantor: CreatedGuarantor }> {
  const testCase = await insertTestCase(ctx, memberId, { applicant: { name: '王大明' } });
  const guarantor = await createGuarantor(ctx, {
    caseNo: testCase.caseNo,
    idNum,
    name: '陳美玲',
    details: { relation: '母女', cellPhone: '0987654321', birthDate: '1970-03-15', seniority: 60 },
  });
  return { ...testCase, guarantor };
}

/** A case with a vehicle loan to sign. */
export async function insertVehicleLoanCase(
  ctx: ServerContext,
  memberId: number,
): Promise<TestCase & { loan: CreatedVehicleLoan }> {
  const testCase = await insertTestCase(ctx, memberId);
  return { ...testCase, loan: await createVehicleLoan(ctx, testCase.caseNo) };
}
