import type { Kysely, Selectable } from 'kysely';
import { quoteInstallments, type InstallmentQuote } from '../cases/installment-calculation';
import type { Database, InterestPlanTable, InterestRateTable } from '../db/schema';
import { groupDigits } from '../../contracts/amounts';

/** An interest plan and one of its rates, as the application and the payment calculator read them. */
export interface PlanTerms {
  plan: Selectable<InterestPlanTable>;
  rate: Selectable<InterestRateTable>;
}

/** The plan and the rate by id; the rate only if it belongs to that plan. Either may be missing. */
export async function findPlanAndRate(
  db: Kysely<Database>,
  planId: number,
  rateId: number,
): Promise<{ plan?: Selectable<InterestPlanTable>; rate?: Selectable<InterestRateTable> }> {
  const plan = await db.selectFrom('interest_plans').selectAll().where('id', '=', planId).executeTakeFirst();
  const rate = plan
    ? await db
        .selectFrom('interest_rates')
        .selectAll()
        .where('id', '=', rateId)
        .where('interest_plan_id', '=', planId)
        .executeTakeFirst()
    : undefined;
  return { plan, rate };
}

const money = (value: number) => groupDigits(value);

/**
 * The zh-TW reason a chosen installment count and amount do not fit the plan's terms, or null
 * when they do: the rate must be for that many installments, the amount within the plan's bounds.
 */
export function termsProblem(terms: PlanTerms, installment: number, amount: number): string | null {
  const { plan, rate } = terms;
  if (rate.installment !== installment) {
    return `所選利率適用 ${rate.installment} 期，與分期期數 ${installment} 期不符`;
  }
  if (amount < plan.min_amount || amount > plan.max_amount) {
    return `申請金額需介於 ${money(plan.min_amount)} 至 ${money(plan.max_amount)} 元`;
  }
  return null;
}

/** PostgreSQL's `real` is single precision (0.0099 reads 0.00989999994…): back to the decimal the seed wrote. */
const decimalRate = (rate: number) => Number(Number(rate).toFixed(6));

/** What the member would pay on these terms (level monthly payment, service fee, total). */
export function quoteTerms(terms: PlanTerms, amount: number): InstallmentQuote {
  return quoteInstallments({
    amount,
    installment: terms.rate.installment,
    monthlyRate: decimalRate(terms.rate.monthly_rate),
    serviceFeeRate: decimalRate(terms.plan.service_fee_rate),
  });
}
