/** @jest-environment node */
import { join } from 'node:path';
import type { FormModule } from '../../validation/form-module';
import { REPO_ROOT } from '../../validation/schema-files';
import { fixture } from './model/test-support';
import { APPLICANT_RECAP, PRODUCT_RECAP, recapRows } from './order-recap';
import { productByCode, productFormOf } from './test-products';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the precompiled CommonJS modules
const formOf = (name: string) => require(join(REPO_ROOT, '.generated', 'forms', `${name}.js`)) as FormModule;

describe('recapRows', () => {
  it('recaps the order with the form titles, units and option labels', () => {
    const data = { ...productFormOf(productByCode('iphone16')!), appPeriods: 12 };
    expect(recapRows(formOf('orderProduct'), data, PRODUCT_RECAP)).toEqual([
      { key: 'productName', label: '商品名稱', value: 'iPhone 16 128GB' },
      { key: 'productSpec', label: '商品規格', value: '128GB 黑色' },
      { key: 'productGift', label: '贈品', value: '滿版保護貼＋透明手機殼' },
      { key: 'merchantName', label: '商家名稱', value: '大明通訊行' },
      { key: 'appAmount', label: '申請金額', value: '29,900 元' },
      { key: 'appPeriods', label: '申請期數', value: '12 期' },
    ]);
  });

  it('recaps the applicant: dates, addresses, class, seniority and contacts in words', () => {
    const rows = recapRows(
      formOf('orderApplicant'),
      fixture('orderApplicant', 'accept-worker'),
      APPLICANT_RECAP,
    );
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
      姓名: '王小明',
      出生日期: '民國 84 年 5 月 5 日',
      行動電話: '0912345678',
      電子信箱: 'ming@example.com',
      戶籍地址: '220 新北市板橋區文化路一段1號',
      通訊地址: '110 臺北市信義區市府路1號',
      身分類別: '一般',
      公司名稱: '分期科技股份有限公司',
      任職部門: '業務部',
      年資: '2 年 2 個月',
      方便照會時段: '上午',
      第一聯絡人: '王大明（父親） 0922333444',
      第二聯絡人: '李小華（朋友） 0933444555',
    });
  });

  it('shows the "other" contact time as typed, and lookup names where given', () => {
    const student = fixture('orderApplicant', 'accept-student-other-time');
    const rows = recapRows(formOf('orderApplicant'), student, APPLICANT_RECAP, {
      schoolSerNo: '國立臺灣大學',
    });
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey.allowCreditCheckTime).toBe('平日晚上七點後');
    expect(byKey.schoolSerNo).toBe('國立臺灣大學');
    expect(byKey.schoolDepNo).toBe('305');
    expect(byKey.schoolGrade).toBe('二年級');
    expect(rows.find((row) => row.key === 'schoolGrade')?.label).toBe('年級');
  });
});
