import type { InterestPlan } from '../../../api/v2/interest-plans';
import type { PlanForm } from './form-data';

/**
 * The plan form with what the chosen plan decides filled into its hidden fields: the plan's name,
 * the labor-insurance flag (adjustmentAmountStatus 1) and the installment count of the chosen rate. A rate of another plan is cleared; with no plan
 * chosen the plan-derived fields are cleared.
 */
export function applyPlanChoice(form: PlanForm, plans: readonly InterestPlan[]): PlanForm {
  const plan = plans.find((p) => p.id === form.interestPlanId);
  const {
    interestPlanName: _name,
    isProvideLaborAndHealthInsurance: _provide,
    installment: _installment,
    ...chosen
  } = form;
  if (!plan)
    return { ...chosen, interestRateId: undefined, monthlyPayment: undefined, serviceFee: undefined };
  const rate = plan.interestRates.find((r) => r.id === form.interestRateId);
  const next: PlanForm = {
    ...chosen,
    interestPlanName: plan.name,
    isProvideLaborAndHealthInsurance: plan.adjustmentAmountStatus === 1,
  };
  if (rate) next.installment = rate.installment;
  else {
    // A quote belongs to a rate; without one it would show a payment that no longer applies.
    next.interestRateId = undefined;
    next.monthlyPayment = undefined;
    next.serviceFee = undefined;
  }
  return next;
}
