import { CheckCircleFilled } from '@ant-design/icons';
import type { InterestPlan } from '../../../api/v2/interest-plans';

const money = (value: number) => value.toLocaleString('zh-TW');

function terms(plan: InterestPlan): string {
  const counts = [...new Set(plan.interestRates.map((rate) => rate.installment))].sort((a, b) => a - b);
  const amount = `金額 ${money(plan.minAmount)}～${money(plan.maxAmount)} 元`;
  return counts.length > 0 ? `${amount}・${counts.join('／')} 期` : amount;
}

/** Props of the plan chooser of step 2. */
export interface PlanCardsProps {
  plans: readonly InterestPlan[];
  value: number | undefined;
  onChange: (planId: number) => void;
  /** The plan field's validation message, shown under the cards. */
  error?: string | null;
}

/**
 * The interest plans as cards to pick from (a radio group): each shows the plan's name, its
 * description (which also decides the products of step 4) and its amount range and installments.
 */
export function PlanCards({ plans, value, onChange, error }: PlanCardsProps) {
  return (
    <div>
      <div
        className="fenqi-plan-cards"
        role="radiogroup"
        aria-label="分期方案"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'fenqi-plan-cards-error' : undefined}
      >
        {plans.map((plan) => {
          const checked = plan.id === value;
          return (
            <button
              key={plan.id}
              type="button"
              role="radio"
              aria-checked={checked}
              className="fenqi-plan-card"
              onClick={() => onChange(plan.id)}
            >
              <span className="fenqi-plan-card-name">
                {plan.name}
                {checked && <CheckCircleFilled className="fenqi-plan-card-check" aria-hidden />}
              </span>
              {plan.description && <span className="fenqi-plan-card-description">{plan.description}</span>}
              <span className="fenqi-plan-card-terms">{terms(plan)}</span>
            </button>
          );
        })}
      </div>
      {error && (
        <div className="fenqi-field-error fenqi-plan-cards-error" id="fenqi-plan-cards-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
