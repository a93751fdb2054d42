import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { annualPercentageRate, emptyFigures, type ContractFigures } from './case-figures';
import { contractLines } from './contract-plain-text';
import { CONTRACT_TEXTS, CONTRACTS_SIGNED_BY, contractText } from './contract-texts';
import type { ContractText } from './contract-text';
import { placeholderProblem, placeholdersOf } from './fill-placeholders';
import { renderContract } from './render-contract';

const DIR = join(__dirname, '../../contracts');

/** Every string a text file holds, conditions' texts included. */
function templatesOf(text: ContractText): string[] {
  const strings = (list: (string | { text: string })[]) =>
    list.map((item) => (typeof item === 'string' ? item : item.text));
  return [
    text.title,
    ...text.parties.flatMap((party) => [party.role, party.name, ...strings(party.details)]),
    ...strings(text.preamble),
    ...text.articles.flatMap((article) => [article.heading, ...strings(article.paragraphs)]),
    ...strings(text.closing),
  ];
}

const figures: ContractFigures = {
  ...emptyFigures(new Date(2026, 10, 27)),
  applicantName: '王大明',
  idCardNo: 'A123456789',
  address: '106 臺北市大安區復興南路一段1號',
  planName: '手機分期 12 期',
  amount: 30000,
  installment: 12,
  monthlyPayment: 2630,
  serviceFee: 1500,
  totalPayment: 31560,
  apr: annualPercentageRate(30000, 2630, 12, 1500),
  productName: '手機',
  productModelNo: 'iPhone 16',
  caseNo: 'FQ20261127000001',
  guarantorName: '李小華',
};

describe('contract text files', () => {
  it('are all registered under their file name, and each signer signs only its own', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual(
      Object.keys(CONTRACT_TEXTS).sort(),
    );
    for (const [signer, ids] of Object.entries(CONTRACTS_SIGNED_BY))
      for (const id of ids) expect(contractText(id).signer).toBe(signer);
    for (const [id, text] of Object.entries(CONTRACT_TEXTS)) {
      expect(text.id).toBe(id);
      expect(JSON.parse(readFileSync(join(DIR, `${id}.json`), 'utf8'))).toEqual(text);
    }
  });

  it.each(Object.keys(CONTRACT_TEXTS))('%s uses only known figures and formats', (id) => {
    const text = contractText(id as keyof typeof CONTRACT_TEXTS);
    const problems = templatesOf(text).flatMap((template) =>
      placeholdersOf(template).map(([name, format]) => placeholderProblem(name, format, figures)),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('renders the figures into the text and leaves no placeholder', () => {
    const lines = contractLines(renderContract(contractText('installment'), figures));
    const all = lines.join('\n');
    expect(all).not.toMatch(/\{\{/);
    expect(all).toContain('一、商品：手機（型號：iPhone 16）。');
    expect(all).toContain(
      '三、分期期數：12 期，每期應付金額新臺幣 2,630 元，分期總價款新臺幣 31,560 元（含分期利息）。',
    );
    expect(all).toContain('四、手續費：新臺幣 1,500 元，併入第一期款項收取。');
    expect(all).toMatch(/五、總費用年百分率：\d+\.\d\d%/);
    expect(lines.at(-1)).toBe('分期付款契約 2026.11 版');
    expect(lines).toContain('中華民國 115 年 11 月 27 日');
  });

  it('shows a conditional paragraph by its figure', () => {
    const custom = { ...figures, productName: '客製化電腦', productModelNo: null, customComputer: true };
    const sale = contractLines(renderContract(contractText('sale'), custom)).join('\n');
    expect(sale).toContain('客製化電腦，規格依甲方確認之組裝清單');
    expect(sale).toContain('不適用前項七日解除權');
    expect(sale).not.toContain('十五日內');
  });

  it('prints a blank for a figure not known yet and the note sum in capitals', () => {
    const note = contractLines(renderContract(contractText('promissory-note'), figures));
    expect(note).toContain('新臺幣 參萬壹仟伍佰陸拾元整（新臺幣 31,560 元）。');
    const blank = contractLines(renderContract(contractText('guarantor-contract'), figures));
    expect(blank).toContain('身分證字號：＿＿＿＿');
  });
});

describe('annualPercentageRate', () => {
  it('is the yearly rate of the repayments with the fee in period 1', () => {
    // 12 × 2,630 + 1,500 for 30,000: about 19.7 % a year.
    const apr = annualPercentageRate(30000, 2630, 12, 1500) as number;
    expect(apr).toBeGreaterThan(19);
    expect(apr).toBeLessThan(21);
    expect(annualPercentageRate(12000, 1000, 12, 0)).toBe(0);
    expect(annualPercentageRate(null, 1000, 12, 0)).toBeNull();
  });
});
