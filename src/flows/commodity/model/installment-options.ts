import type { CareerType, InterestRate } from '../../../api/v2/interest-plans';
import { LONGEST_INSTALLMENT } from '../../../domain/installments';
import type { LookupOption } from '../../../forms/form-context';

/** A career type of GET /interest-plans/{id}/career-types; restrictedInstallment opens the 36th period. */
export type CareerTypeOption = CareerType;

/** Whether a career may take this many installments (only restricted careers reach 36). */
export function isInstallmentAllowed(installment: number, career: CareerTypeOption | undefined): boolean {
  return installment < LONGEST_INSTALLMENT || career?.restrictedInstallment === true;
}

function rateLabel({ installment, monthlyRate }: InterestRate): string {
  if (monthlyRate === 0) return `${installment} 期（0 利率）`;
  // Rates arrive as fractions (0.0099); shown as a percentage with at most two decimals.
  const percent = Number((monthlyRate * 100).toFixed(2));
  return `${installment} 期（月利率 ${percent}%）`;
}

/**
 * The rates of a plan as options of the `installments` lookup (value = the rate id), fewest
 * installments first; the 36th period only for careers whose restrictedInstallment is true.
 */
export function installmentOptions(
  rates: readonly InterestRate[],
  career: CareerTypeOption | undefined,
): LookupOption[] {
  return rates
    .filter((rate) => isInstallmentAllowed(rate.installment, career))
    .sort((a, b) => a.installment - b.installment)
    .map((rate) => ({
      value: rate.id,
      label: rateLabel(rate),
      extra: { installment: rate.installment, monthlyRate: rate.monthlyRate },
    }));
}
