import type { InterestPlan } from '../../../api/v2/interest-plans';
import type { ServerFieldError } from '../../../forms/server-errors';
import { groupDigits } from '../../../contracts/amounts';
import { isSchemaNode } from '../../../validation/json-schema';

const money = (value: number) => groupDigits(value);

/** The amount field's own bounds, as the form schema writes them (schemas/commodityPlan.json). */
export interface FormAmountBounds {
  minimum?: number;
  maximum?: number;
}

/** The amount field's bounds of a plan form's schema (none when it writes none). */
export function formAmountBoundsOf(schema: unknown): FormAmountBounds {
  const amount =
    isSchemaNode(schema) && isSchemaNode(schema.properties) ? schema.properties.amount : undefined;
  if (!isSchemaNode(amount)) return {};
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { minimum: bound(amount.minimum), maximum: bound(amount.maximum) };
}

/**
 * The amount range that really applies under a plan: the plan's range narrowed by the form's own
 * bounds (an analyst may raise the minimum in the schema), so the plan card says what the form
 * and the server accept.
 */
export function applicableAmountRange(
  plan: Pick<InterestPlan, 'minAmount' | 'maxAmount'>,
  form: FormAmountBounds = {},
): { min: number; max: number } {
  return {
    min: Math.max(plan.minAmount, form.minimum ?? -Infinity),
    max: Math.min(plan.maxAmount, form.maximum ?? Infinity),
  };
}

/**
 * The plan's amount rule for the amount field, as a field error the page hands FormView's
 * `serverErrors`: the bounds differ per plan, so they live with the plan rather than in the form
 * schema. The text is the server's own 422 text for the same rule. Undefined while it holds, while
 * there is no amount or plan to check yet, or where the form's own bound already refuses the value
 * (its message, from the schema, is the one shown).
 */
export function amountBoundsError(
  amount: number | undefined,
  plan: Pick<InterestPlan, 'minAmount' | 'maxAmount'> | undefined,
  form: FormAmountBounds = {},
): ServerFieldError | undefined {
  if (amount === undefined || !plan || (amount >= plan.minAmount && amount <= plan.maxAmount))
    return undefined;
  if (
    (form.minimum !== undefined && amount < form.minimum) ||
    (form.maximum !== undefined && amount > form.maximum)
  )
    return undefined;
  return {
    path: '/amount',
    message: `申請金額需介於 ${money(plan.minAmount)} 至 ${money(plan.maxAmount)} 元`,
  };
}
