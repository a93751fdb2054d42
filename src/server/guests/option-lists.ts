/**
 * Fixed option lists of spec §3 that have no table: where an ID card was issued (the short
 * names printed on the card, including the pre-2010 counties still on older cards), how it
 * was issued, and the student fields' grades and systems.
 */
export const ID_ISSUE_LOCATIONS: readonly string[] = [
  '北市',
  '新北市',
  '桃市',
  '中市',
  '南市',
  '高市',
  '基市',
  '竹市',
  '嘉市',
  '北縣',
  '宜縣',
  '桃縣',
  '竹縣',
  '苗縣',
  '中縣',
  '彰縣',
  '投縣',
  '雲縣',
  '嘉縣',
  '南縣',
  '高縣',
  '屏縣',
  '花縣',
  '東縣',
  '澎縣',
  '金門',
  '連江',
];

/** 初發 (initial issue), 補發 (reissue), 換發 (renewal). */
export const ID_ISSUE_STATUSES: readonly string[] = ['初發', '補發', '換發'];

/** Grades 1–12 of the older member record: years 1–7, master 1–3, master 4+, doctorate+. */
export const EDUCATION_DEGREES: readonly { id: number; name: string }[] = [
  '一年級',
  '二年級',
  '三年級',
  '四年級',
  '五年級',
  '六年級',
  '七年級',
  '碩一',
  '碩二',
  '碩三',
  '碩四以上',
  '博士以上',
].map((name, index) => ({ id: index + 1, name }));

/** Student systems 1–3. */
export const COLLEGE_SYSTEMS: readonly { id: number; name: string }[] = [
  { id: 1, name: '日間部' },
  { id: 2, name: '夜間部' },
  { id: 3, name: '進修部' },
];
