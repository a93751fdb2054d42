import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import type { GuarantorCase } from '../guarantor-source';
import { groupDigits } from '../../../contracts/amounts';
import { InfoTable } from '../../../ui/InfoTable';

/** What the guarantor guarantees: the case, the applicant and the plan (when the link's API says). */
export function GuaranteeIntro({ run }: FlowPartProps<GuarantorCase>) {
  const guaranteed = run.loaded;
  const money = (value: number) => `NT$ ${groupDigits(value)}`;
  const fee = guaranteed.plan?.serviceFee ?? 0;
  const items = [
    ...(guaranteed.caseNo ? [{ key: 'case', label: '案件編號', children: guaranteed.caseNo }] : []),
    ...(guaranteed.applicantName
      ? [{ key: 'who', label: '申請人', children: guaranteed.applicantName }]
      : []),
    ...(guaranteed.plan
      ? [
          { key: 'product', label: '分期商品', children: guaranteed.plan.productName },
          { key: 'amount', label: '申請金額', children: money(guaranteed.plan.amount) },
          {
            key: 'installments',
            label: '期數 / 每期',
            children: `${guaranteed.plan.installment} 期 / ${money(guaranteed.plan.monthlyPayment)}`,
          },
          // The service fee is billed with period 1: the first payment is larger, and says why.
          ...(fee
            ? [
                {
                  key: 'first',
                  label: '首期',
                  children: `${money(guaranteed.plan.monthlyPayment + fee)}（含手續費 ${money(fee)}）`,
                },
              ]
            : []),
        ]
      : []),
  ];
  return <InfoTable title="您所保證的案件" items={items} />;
}
