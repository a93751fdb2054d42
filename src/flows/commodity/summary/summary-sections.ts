import { slotLabel } from '../../../forms/fields/ContactTimeField/contact-time';
import { formatRocDate } from '../../../forms/widgets/RocDateWidget/roc-date';
import { fromTotalMonths } from '../../../forms/widgets/SeniorityWidget/seniority';
import { addressLine } from '../contracts/contract-terms';
import { CAREER_STUDENT, type CommodityForms, type ContactPersonForm } from '../model/form-data';
import { CUSTOM_COMPUTER } from '../model/product-options';
import applicantSchema from '../../../../schemas/commodityApplicant.json';
import planSchema from '../../../../schemas/commodityPlan.json';
import productSchema from '../../../../schemas/commodityProduct.json';
import applicantUiSchema from '../../../../uischemas/commodityApplicant.json';
import { formLabels } from '../../../validation/form-labels';
import type { SummaryRow } from '../../../step-flow/summary/StepSummary';
import { groupDigits } from '../../../contracts/amounts';

/** The words of the step 2, 3 and 4 forms (titles and option names from their files). */
export const FORM_LABELS = {
  plan: formLabels(planSchema),
  applicant: formLabels(applicantSchema, applicantUiSchema),
  product: formLabels(productSchema),
} as const;

/** A titled group of the summary's answers. */
export interface SummarySection {
  title: string;
  rows: SummaryRow[];
}

/** Names of the ids the forms hold (career, relations, bank, branch, school, department). */
export interface LookupNames {
  careerType?: string;
  firstRelation?: string;
  secondRelation?: string;
  creditCardBank?: string;
  passbookBank?: string;
  passbookBranch?: string;
  school?: string;
  department?: string;
}

const PERIOD_NAMES: Record<string, string> = { morning: '上午', afternoon: '下午', other: '其他' };
const { plan: P, applicant: A } = FORM_LABELS;

const money = (value: number | undefined) => (value === undefined ? undefined : `NT$ ${groupDigits(value)}`);
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? '是' : '否');
const named = (name: string | undefined, id: unknown) => name ?? (id === undefined ? undefined : String(id));

/** Rows from [label, value] pairs, leaving out what the member did not fill in. */
function rows(pairs: [string, string | number | undefined | null][]): SummaryRow[] {
  return pairs.flatMap(([label, value]) =>
    value === undefined || value === null || value === '' ? [] : [{ label, value: String(value) }],
  );
}

function contactRows(
  key: 'firstContact' | 'secondContact',
  person: ContactPersonForm | undefined,
  relation?: string,
) {
  const at = (field: string) => A.title(`${key}/${field}`);
  return rows([
    [at('name'), person?.name],
    [
      at('contactRelationId'),
      [named(relation, person?.contactRelationId), person?.otherRelationDescription]
        .filter(Boolean)
        .join('：'),
    ],
    [at('cellPhone'), person?.cellPhone],
    [at('residentialPhone'), person?.residentialPhone],
    [at('isSecret'), yesNo(person?.isSecret)],
  ]);
}

/** The step 5 summary of steps 2–4 (uploads are shown apart, with thumbnails). */
export function summarySections(forms: CommodityForms, names: LookupNames): SummarySection[] {
  const { plan, applicant: a, product, identity } = forms;
  const issue = a.idCardOptions;
  const issueDate = issue?.issueDate;
  const seniority = a.seniority === undefined ? undefined : fromTotalMonths(a.seniority);
  const card = a.creditCard;
  const student = a.careerTypeId === CAREER_STUDENT;
  const sections: SummarySection[] = [
    {
      title: '申請方案',
      rows: rows([
        [P.title('interestPlanId'), plan.interestPlanName],
        [P.title('careerTypeId'), named(names.careerType, plan.careerTypeId)],
        [P.title('amount'), money(plan.amount)],
        [P.title('interestRateId'), plan.installment === undefined ? undefined : `${plan.installment} 期`],
        [P.title('monthlyPayment'), money(plan.monthlyPayment)],
        [P.title('serviceFee'), money(plan.serviceFee)],
      ]),
    },
    {
      title: '申請人資料',
      rows: rows([
        ['身分證字號', identity.idCardNo],
        [A.title('name'), a.name],
        [A.title('birthDate'), formatRocDate(a.birthDate)],
        [A.title('email'), a.email],
        [A.title('cellPhone'), a.cellPhone],
        [A.title('lineId'), a.lineId],
        [A.title('maritalStatus'), a.maritalStatus && A.option('maritalStatus', a.maritalStatus)],
        [
          A.title('idCardOptions'),
          issue &&
            [
              issueDate?.issueYear &&
                `民國 ${issueDate.issueYear} 年 ${issueDate.issueMonth} 月 ${issueDate.issueDay} 日`,
              issue.issueLocation,
              issue.issueStatus,
            ]
              .filter(Boolean)
              .join('　'),
        ],
        [A.title('permanent'), addressLine(a.permanent)],
        [A.title('permanentPhone'), a.permanentPhone],
        [A.title('residential'), a.sameAddr ? '同戶籍地址' : addressLine(a.residential)],
        [A.title('residentialPhone'), a.residentialPhone],
        [
          A.title('contactTime'),
          a.contactTime?.period &&
            `${PERIOD_NAMES[a.contactTime.period]} ${a.contactTime.period === 'other' ? (a.contactTime.slot ?? '') : slotLabel(a.contactTime.slot ?? '')}`,
        ],
        [
          A.title('creditCard'),
          card?.creditCardTag
            ? `${named(names.creditCardBank, card.creditCardBankCode) ?? ''} ${maskCard(card.creditCardNo)}`.trim()
            : '無',
        ],
      ]),
    },
    {
      title: student ? '就學資料' : '工作資料',
      rows: rows([
        [A.title('careerTypeDescription'), a.careerTypeDescription],
        [A.title('specificType'), a.specificType],
        [A.title('company'), a.company],
        [
          A.title('companyPhone'),
          [a.companyPhone, a.companyExtensionNo && `分機 ${a.companyExtensionNo}`].filter(Boolean).join(' '),
        ],
        [A.title('companyDepartment'), a.companyDepartment],
        [A.title('seniority'), seniority && `${seniority.years} 年 ${seniority.months} 個月`],
        [A.title('isPayrollAccount'), yesNo(a.isPayrollAccount)],
        [
          A.title('collegeSystem'),
          student && a.collegeSystem ? A.option('collegeSystem', a.collegeSystem) : undefined,
        ],
        [A.title('schoolSerNo'), student ? named(names.school, a.schoolSerNo) : undefined],
        [A.title('schoolDepartmentNo'), student ? named(names.department, a.schoolDepartmentNo) : undefined],
        [
          A.title('educationDegree'),
          student && a.educationDegree ? A.option('educationDegree', a.educationDegree) : undefined,
        ],
      ]),
    },
    {
      title: A.title('firstContact'),
      rows: contactRows('firstContact', a.firstContact, names.firstRelation),
    },
    {
      title: A.title('secondContact'),
      rows: contactRows('secondContact', a.secondContact, names.secondRelation),
    },
    {
      title: '撥款帳戶',
      rows: rows([
        [A.title('passbookAccountName'), a.passbookAccountName],
        [A.title('passbookBankCode'), named(names.passbookBank, a.passbookBankCode)],
        [A.title('passbookBankBranchCode'), named(names.passbookBranch, a.passbookBankBranchCode)],
        [A.title('passbookNo'), a.passbookNo],
      ]),
    },
    {
      title: '商品資料',
      rows: rows([
        [FORM_LABELS.product.title('productName'), product.productName],
        [
          FORM_LABELS.product.title('productModelNo'),
          product.productName === CUSTOM_COMPUTER ? undefined : product.productModelNo,
        ],
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/** A card number with only its last four digits shown. */
export function maskCard(number: string | undefined): string {
  if (!number) return '';
  const digits = number.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}
