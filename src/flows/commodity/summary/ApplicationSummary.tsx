import type { ClientFile } from '../../../api/v2/types/common';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { useLookupLabels, type LookupLabelRequest } from '../../../forms/use-lookup-labels';
import { StepSummary } from '../../../step-flow/summary/StepSummary';
import { UploadsSummary, type UploadGroup } from '../../../step-flow/summary/UploadsSummary';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';
import { useCommodityLookups } from '../lookups';
import { unmatchedProductImageCategory } from '../model/case-file-ids';
import type { CommodityForms, ProductForm } from '../model/form-data';
import { UPLOAD_FIELDS } from '../model/upload-fields';
import { FORM_LABELS, summarySections, type LookupNames } from './summary-sections';

/** Props of the step 5 summary. */
export interface ApplicationSummaryProps {
  forms: CommodityForms;
  files: readonly ClientFile[];
  categories: Record<string, FileCategory>;
}

/** Which step a section's answers were given on, for its 修改 (the rest are step 3's). */
const STEP_OF_SECTION: Record<string, 2 | 3 | 4> = { 申請方案: 2, 商品資料: 4 };

/** The names to ask the forms' lookups for: career, relations, banks, branch, school, department. */
function labelRequests({ plan, applicant: a }: CommodityForms): LookupLabelRequest<keyof LookupNames>[] {
  return [
    ['careerType', 'careerTypes', { planId: plan.interestPlanId }, plan.careerTypeId],
    ['firstRelation', 'contactRelations', { isFirstContact: true }, a.firstContact?.contactRelationId],
    ['secondRelation', 'contactRelations', { isFirstContact: false }, a.secondContact?.contactRelationId],
    [
      'creditCardBank',
      'banks',
      {},
      a.creditCard?.creditCardTag ? a.creditCard.creditCardBankCode : undefined,
    ],
    ['passbookBank', 'banks', {}, a.passbookBankCode],
    ['passbookBranch', 'bankBranches', { bankCode: a.passbookBankCode }, a.passbookBankBranchCode],
    ['school', 'schools', {}, a.schoolSerNo],
    ['department', 'departments', { schoolSerNo: a.schoolSerNo }, a.schoolDepartmentNo],
  ];
}

const urlsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string')
    : typeof value === 'string' && value
      ? [value]
      : [];

/** Step 4's uploads by category; the product picture that does not fit the product is not sent, nor shown. */
function uploadGroups(product: ProductForm, categories: Record<string, FileCategory>): UploadGroup[] {
  const skipped = unmatchedProductImageCategory(product.productName);
  return UPLOAD_FIELDS.filter(({ categoryId }) => categoryId !== skipped).map(({ field, categoryId }) => ({
    key: categoryId,
    name: categories[String(categoryId)]?.name ?? FORM_LABELS.product.title(field),
    urls: urlsOf(product[field]),
  }));
}

/**
 * Everything the member is about to send, read-only: plan, applicant, work or school, contacts,
 * passbook, product and the uploaded files with thumbnails; each part links back to its step.
 */
export function ApplicationSummary({ forms, files, categories }: ApplicationSummaryProps) {
  const names = useLookupLabels(useCommodityLookups(), labelRequests(forms));
  return (
    <StepSummary
      sections={[
        ...summarySections(forms, names).map((section) => ({
          ...section,
          editPath: COMMODITY_STEP_PATHS[STEP_OF_SECTION[section.title] ?? 3],
        })),
        {
          title: '上傳文件',
          editPath: COMMODITY_STEP_PATHS[4],
          content: <UploadsSummary groups={uploadGroups(forms.product, categories)} files={files} />,
        },
      ]}
    />
  );
}
