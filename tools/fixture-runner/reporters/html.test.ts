/**
 * @jest-environment jsdom
 */
import { SPEC_RULES } from '../../../src/validation/fixtures';
import { htmlReport } from './html';
import { NASTY, sampleRun } from './test-support';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('htmlReport', () => {
  const html = htmlReport(sampleRun(true));
  const doc = parse(html);

  it('is one self-contained zh-Hant page: no script, no outside file', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="zh-Hant">')).toBe(true);
    expect(doc.documentElement.lang).toBe('zh-Hant');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelectorAll('script, link, img, iframe, [src]')).toHaveLength(0);
    expect(doc.title).toBe('✗ 表單驗證測試報告 — Fenqi');
  });

  it('leads with the verdict and the counts', () => {
    const rulesLacking = SPEC_RULES.length - 2;
    expect(text(doc.querySelector('.banner'))).toBe(`✗ 2 個案例未通過，✗ ${rulesLacking} 條規則缺少案例`);
    expect(html).toContain('2 個表單、4 個案例：2 個通過、2 個未通過。');
  });

  it('has a section per form, by its title, with a row per case', () => {
    const sections = [...doc.querySelectorAll('section.form')];
    expect(sections.map((s) => s.id)).toEqual(['form-changePassword', 'form-login']);
    expect(text(sections[0].querySelector('h2'))).toBe('變更密碼 changePassword 2 個案例，全部通過');
    expect(sections.map((s) => s.className)).toEqual(['form all-pass', 'form has-fail']);
    const rows = [...sections[1].querySelectorAll('tbody tr')];
    expect(rows.map((r) => [r.className, text(r.querySelector('.verdict'))])).toEqual([
      ['fail', '✗ 檔案有誤'],
      ['fail', '✗ 未通過'],
    ]);
  });

  it('shows a case: description, file, the messages expected and the messages shown', () => {
    const row = doc.querySelectorAll('section#form-login tbody tr')[1];
    const [, about, expected, got] = [...row.children];
    // Escaped: the description's markup is text, not elements.
    expect(about.querySelector('strong')?.textContent).toBe(NASTY.replace('\u0001', '\uFFFD'));
    expect(about.querySelector('strong')?.children).toHaveLength(0);
    expect(text(about.querySelector('code'))).toBe('fixtures/login/reject-nasty.json');
    expect(text(expected)).toBe(
      '應被拒絕，並顯示：請輸入<帳號> & "密碼" ✗ 驗證器未顯示身分證字號 /account · required',
    );
    expect(text(got)).toBe('請輸入身分證字號 ✗ 預期之外身分證字號 /account · required');
    expect(text(about.querySelector('details pre'))).toContain(
      'missing /account: 請輸入<帳號> & "密碼" [required]',
    );
  });

  it('says what a valid case expects and what a broken file is', () => {
    const accepted = doc.querySelector('section#form-changePassword tbody tr');
    expect(text(accepted?.children[2])).toBe('應通過驗證，不顯示任何錯誤訊息');
    expect(text(accepted?.children[3])).toBe('沒有錯誤訊息（資料被接受）');
    const broken = doc.querySelector('section#form-login tbody tr');
    expect(text(broken?.querySelector('details[open] pre'))).toBe(
      'not valid JSON: Unexpected end of JSON input',
    );
  });

  it('lists the §5 rule coverage; a --form run shows it for information only', () => {
    const rows = [...doc.querySelectorAll('#coverage tbody tr')];
    expect(rows.map((r) => text(r.children[0]))).toEqual([...SPEC_RULES]);
    const chName = rows.find((r) => text(r.children[0]) === 'ch_name');
    expect([...(chName?.children ?? [])].map(text)).toEqual(['ch_name', '中文姓名', '1', '1', '✓ 已涵蓋']);
    const twId = rows.find((r) => text(r.children[0]) === 'tw_id');
    expect(text(twId?.children[4])).toBe('✗ 缺少應接受的案例、缺少應拒絕的案例');

    const partial = parse(htmlReport(sampleRun(false)));
    expect(text(partial.querySelector('#coverage p'))).toContain('規則覆蓋僅供參考');
    expect(text(partial.querySelector('.banner'))).toBe('✗ 2 個案例未通過');
  });

  it('offers to show only the failed cases', () => {
    expect(doc.querySelector('input#only-failed[type=checkbox]')).not.toBeNull();
    expect(html).toContain('body:has(#only-failed:checked) tr.pass');
  });
});
