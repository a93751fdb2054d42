import type { InterestPlan } from '../../../api/v2/interest-plans';
import type { ServerFieldError } from '../../../forms/server-errors';
import { groupDigits } from '../../../contracts/amounts';

const money = (value: number) => groupDigits(value);

/**
 * The plan's amount rule for the amount field, as a field error the page hands FormView's
 * `serverErrors`: the bounds differ per plan, so they live with the plan rather than in the form
 * schema. The text is the server's own 422 text for the same rule. Undefined while it holds or
 * while there is no amount or plan to check yet.
 */
export function amountBoundsError(
  amount: number | undefined,
  plan: Pick<InterestPlan, 'minAmount' | 'maxAmount'> | undefined,
): ServerFieldError | undefined {
  if (amount === undefined || !plan || (amount >= plan.minAmount && amount <= plan.maxAmount))
    return undefined;
  return {
    path: '/amount',
    message: `申請金額需介於 ${money(plan.minAmount)} 至 ${money(plan.maxAmount)} 元`,
  };
}
