import type { LookupLoader, LookupOption } from '../../forms/form-context';
import { matchesSearch } from '../../validation/data/search-text';

/*
 * Sample answers for every lookup the uiSchemas name, so the studio renders any form without the
 * server: a few rows of each reference list, filtered by the same arguments the real loaders take.
 */

const options = (rows: [string | number, string][]): LookupOption[] =>
  rows.map(([value, label]) => ({ value, label }));

const PLANS = options([
  [1, '手機分期 0 利率專案'],
  [3, '學生 3C 開學季專案'],
  [4, '客製化電腦分期專案'],
]);
const CAREERS = options([
  [1, '一般上班族'],
  [2, '學生'],
  [3, '職業軍人'],
  [4, '警消人員'],
  [5, '醫護人員'],
  [6, '其他'],
]);
/** Rates by plan id; the 36th period only for the restricted careers 2–5, as the real list offers it. */
const RATES: Record<number, [number, number][]> = {
  1: [
    [12, 6],
    [13, 12],
  ],
  3: [
    [31, 6],
    [32, 12],
    [34, 36],
  ],
  4: [
    [41, 12],
    [45, 36],
  ],
};
const PRODUCTS = options([
  ['手機', '手機'],
  ['筆電電腦', '筆電電腦'],
  ['客製化電腦', '客製化電腦'],
]);
const SCHOOLS = options([
  [1, '國立臺灣大學'],
  [2, '國立清華大學'],
]);
const DEPARTMENTS: Record<number, LookupOption[]> = {
  1: options([
    [101, '資訊工程學系'],
    [102, '電機工程學系'],
  ]),
  2: options([[201, '化學工程學系']]),
};
const BANKS = options([
  ['004', '臺灣銀行'],
  ['012', '台北富邦商業銀行'],
]);
const BRANCHES: Record<string, LookupOption[]> = {
  '004': options([
    ['0040037', '營業部'],
    ['0040071', '館前分行'],
  ]),
  '012': options([['0120011', '台北分行']]),
};
const FIRST_RELATIONS = options([
  [1, '父母'],
  [2, '兄弟姊妹'],
  [3, '配偶'],
]);
const SECOND_RELATIONS = options([
  [16, '朋友'],
  [17, '同事'],
  [18, '其他'],
]);

const fixed =
  (list: LookupOption[]): LookupLoader =>
  async () =>
    list;

/** The studio's lookups by the names the uiSchemas use (`ui:options.lookup`). */
export const studioPreviewLookups: Record<string, LookupLoader> = {
  interestPlans: fixed(PLANS),
  careerTypes: fixed(CAREERS),
  installments: async ({ planId, careerTypeId }) =>
    (RATES[Number(planId)] ?? [])
      .filter(([, installment]) => installment < 36 || [2, 3, 4, 5].includes(Number(careerTypeId)))
      .map(([id, installment]) => ({ value: id, label: `${installment} 期`, extra: { installment } })),
  productNames: fixed(PRODUCTS),
  productPeriods: fixed(
    options([3, 6, 12, 18, 24].map((periods): [number, string] => [periods, `${periods} 期`])),
  ),
  schools: fixed(SCHOOLS),
  departments: async ({ schoolSerNo }) => DEPARTMENTS[Number(schoolSerNo)] ?? [],
  banks: fixed(BANKS),
  bankBranches: async ({ bankCode, keyword }) =>
    (BRANCHES[String(bankCode)] ?? []).filter((o) => !keyword || matchesSearch(o.label, String(keyword))),
  contactRelations: async ({ isFirstContact }) => (isFirstContact ? FIRST_RELATIONS : SECOND_RELATIONS),
};
