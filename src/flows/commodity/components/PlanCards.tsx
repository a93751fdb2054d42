import { CheckCircleFilled } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import type { InterestPlan } from '../../../api/v2/interest-plans';
import { groupDigits } from '../../../contracts/amounts';
import { applicableAmountRange, type FormAmountBounds } from '../model/amount-bounds';

const money = (value: number) => groupDigits(value);

function terms(plan: InterestPlan, bounds: FormAmountBounds | undefined): string {
  const counts = [...new Set(plan.interestRates.map((rate) => rate.installment))].sort((a, b) => a - b);
  const range = applicableAmountRange(plan, bounds);
  const amount = `金額 ${money(range.min)}～${money(range.max)} 元`;
  return counts.length > 0 ? `${amount}・${counts.join('／')} 期` : amount;
}

/** Props of the plan chooser of step 2. */
export interface PlanCardsProps {
  plans: readonly InterestPlan[];
  value: number | undefined;
  onChange: (planId: number) => void;
  /** The plan field's validation message, shown under the cards. */
  error?: string | null;
  /** The amount field's own bounds (the form schema's), which narrow each plan's range. */
  amountBounds?: FormAmountBounds;
}

/** Arrow keys of a radio group: the step they move by (wrapping), or 0 for any other key. */
const ARROW_STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The interest plans as cards to pick from (a radio group): each shows the plan's name, its
 * description (which also decides the products of step 4) and its amount range and installments.
 * As a radio group does, the group is one Tab stop (the chosen card, or the first) and the arrow
 * keys move to the next or previous card and choose it.
 */
export function PlanCards({ plans, value, onChange, error, amountBounds }: PlanCardsProps) {
  const stop = plans.some((plan) => plan.id === value) ? value : plans[0]?.id;
  const arrow = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = ARROW_STEPS[event.key];
    if (!step || plans.length === 0) return;
    event.preventDefault();
    const next = (index + step + plans.length) % plans.length;
    const cards = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    cards?.[next]?.focus();
    onChange(plans[next].id);
  };
  return (
    <div>
      <div
        className="fenqi-plan-cards"
        role="radiogroup"
        aria-label="分期方案"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'fenqi-plan-cards-error' : undefined}
      >
        {plans.map((plan, index) => {
          const checked = plan.id === value;
          return (
            <button
              key={plan.id}
              type="button"
              role="radio"
              aria-checked={checked}
              className="fenqi-plan-card"
              tabIndex={plan.id === stop ? 0 : -1}
              onClick={() => onChange(plan.id)}
              onKeyDown={(event) => arrow(event, index)}
            >
              <span className="fenqi-plan-card-name">
                {plan.name}
                {checked && <CheckCircleFilled className="fenqi-plan-card-check" aria-hidden />}
              </span>
              {plan.description && <span className="fenqi-plan-card-description">{plan.description}</span>}
              <span className="fenqi-plan-card-terms">{terms(plan, amountBounds)}</span>
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
