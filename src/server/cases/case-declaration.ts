import type { Selectable } from 'kysely';
import type { CaseDeclaration } from '../../validation/api-replies';
import type { CaseTable } from '../db/schema';
import { groupDigits } from '../../contracts/amounts';

/** The declaration an applicant confirms for a case (schemas/api/replies/case-declaration.json). */
export type { CaseDeclaration };

/** An ID number shown with its middle hidden (A12****789): enough to recognise, not to copy. */
export function maskIdNumber(idNum: string): string {
  return idNum.length === 10 ? `${idNum.slice(0, 3)}****${idNum.slice(7)}` : idNum;
}

const money = (value: number) => groupDigits(value);

/** The zh-TW declaration naming the applicant, the case and its terms. */
export function caseDeclarationOf(
  caseRow: Selectable<CaseTable>,
  applicant: { name: string | null; idNum: string },
): CaseDeclaration {
  const name = applicant.name?.trim() || '申請人';
  const product = caseRow.product_model_no
    ? `${caseRow.product_name}（${caseRow.product_model_no}）`
    : caseRow.product_name;
  const content = [
    `本人${name}（身分證字號 ${maskIdNumber(applicant.idNum)}）茲聲明：`,
    `一、案件編號 ${caseRow.case_no} 之分期申請，商品為${product}，申請金額新臺幣 ${money(caseRow.amount)} 元，` +
      `分 ${caseRow.installment} 期，每期應繳新臺幣 ${money(caseRow.monthly_payment)} 元` +
      (caseRow.service_fee
        ? `，首期另含手續費新臺幣 ${money(caseRow.service_fee)} 元（首期合計新臺幣 ${money(caseRow.monthly_payment + caseRow.service_fee)} 元）。`
        : '。'),
    '二、本人於申請時所填寫之資料及上傳之文件均屬真實，且為本人親自申請，絕無冒名或受他人指使之情事。',
    '三、本人同意貴公司為審核本案及後續服務之需要，蒐集、處理及利用本人之個人資料，並得向相關機構查詢本人之信用資料。',
    '四、如有虛偽不實，本人願負一切法律責任，貴公司並得逕行取消本案。',
  ].join('\n');
  return { title: `分期付款申請聲明書（${caseRow.case_no}）`, content, caseNo: caseRow.case_no };
}
