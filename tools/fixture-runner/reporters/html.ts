import {
  errorListed,
  errorMatches,
  type CaseResult,
  type ExpectedError,
  type ReportedError,
} from '../../../src/validation/fixtures';
import { escapeAttribute, escapeText } from '../escape';
import { failedCases, resultsByForm, rulesLackingCases, type FixtureRun, type RuleCoverage } from '../run';

/** What each §5 rule checks, in the words of the form's users. */
const RULE_LABELS: Record<string, string> = {
  required: '必填欄位',
  non_hyphen: '不得包含連字符號',
  ch_name: '中文姓名',
  email: '電子信箱',
  phone_number: '市話號碼',
  mobile_phone: '手機號碼',
  newMemberPasswd: '新會員密碼',
  confirmPassword: '再次輸入密碼',
  checkbox_required: '必須勾選',
  radio_required: '必須選取（單選）',
  select_required: '必須選取（下拉選單）',
  positive_integer: '正整數',
  tw_id: '身分證字號',
  image: '上傳圖片',
  creditCard: '信用卡卡號',
};

const e = escapeText;
const a = escapeAttribute;

/** A field as a reader knows it: its title, with the data path in small print. */
function field(result: CaseResult, path: string): string {
  const title = result.fieldTitles[path];
  return title ? `${e(title)} <code>${e(path)}</code>` : `<code>${e(path)}</code>`;
}

function messageItem(result: CaseResult, error: ExpectedError | ReportedError, mark: string): string {
  const note = mark ? ` <span class="mark">${e(mark)}</span>` : '';
  const cls = mark ? ' class="off"' : '';
  return `<li${cls}><span class="msg">${e(error.message)}</span>${note}<br><small>${field(result, error.path)}${
    error.keyword ? ` · ${e(error.keyword)}` : ''
  }</small></li>`;
}

function expectedCell(result: CaseResult): string {
  const expected = result.expected;
  if (!expected) return '<em>無法讀取此案例</em>';
  if (expected.valid) return '應通過驗證，不顯示任何錯誤訊息';
  const wanted = expected.errors ?? [];
  if (!wanted.length) return '應被拒絕（未指定訊息）';
  const items = wanted.map((want) =>
    messageItem(result, want, result.got.some((got) => errorMatches(want, got)) ? '' : '✗ 驗證器未顯示'),
  );
  return `應被拒絕，並顯示：<ul>${items.join('')}</ul>`;
}

function gotCell(result: CaseResult): string {
  if (!result.expected) return '—';
  if (!result.got.length) return '沒有錯誤訊息（資料被接受）';
  const wanted = result.expected.errors;
  const items = result.got.map((got) => {
    const unexpected = result.expected?.valid || (wanted !== undefined && !errorListed(got, wanted));
    return messageItem(result, got, unexpected ? '✗ 預期之外' : '');
  });
  return `<ul>${items.join('')}</ul>`;
}

function caseRow(result: CaseResult): string {
  const passed = result.problems.length === 0;
  const verdict = passed ? '✓ 通過' : result.broken ? '✗ 檔案有誤' : '✗ 未通過';
  const details = passed
    ? ''
    : `<details${result.broken ? ' open' : ''}><summary>差異說明</summary><pre>${e(result.problems.join('\n'))}</pre></details>`;
  return `<tr class="${passed ? 'pass' : 'fail'}">
<td class="verdict">${verdict}</td>
<td><strong>${e(result.description || '（沒有說明）')}</strong><br><small><code>fixtures/${e(result.form)}/${e(result.file)}</code></small>${details}</td>
<td>${expectedCell(result)}</td>
<td>${gotCell(result)}</td>
</tr>`;
}

/** A form as people call it: its title, with its name in small print. */
function formName(run: FixtureRun, form: string): string {
  const title = run.formTitles[form];
  return title ? `${e(title)} <code>${e(form)}</code>` : e(form);
}

function formSection(run: FixtureRun, form: string, results: CaseResult[]): string {
  const failed = results.filter((r) => r.problems.length > 0).length;
  const summary = !results.length
    ? '沒有案例'
    : failed
      ? `${results.length} 個案例，${failed} 個未通過`
      : `${results.length} 個案例，全部通過`;
  const table = results.length
    ? `<table><thead><tr><th>結果</th><th>案例</th><th>預期</th><th>驗證器顯示的訊息</th></tr></thead><tbody>
${results.map(caseRow).join('\n')}
</tbody></table>`
    : '<p>此表單還沒有任何案例。</p>';
  return `<section class="form ${failed ? 'has-fail' : 'all-pass'}" id="${a(`form-${form}`)}">
<h2>${formName(run, form)} <small class="${failed ? 'bad' : 'good'}">${e(summary)}</small></h2>
${table}
</section>`;
}

function coverageRow(run: FixtureRun, coverage: RuleCoverage): string {
  const lacking = [
    coverage.accepting === 0 && '缺少應接受的案例',
    coverage.rejecting === 0 && '缺少應拒絕的案例',
  ].filter(Boolean) as string[];
  const ok = lacking.length === 0;
  const status = ok ? '✓ 已涵蓋' : `${run.coverageJudged ? '✗' : '△'} ${lacking.join('、')}`;
  return `<tr class="${ok ? 'pass' : 'fail'}"><td><code>${e(coverage.rule)}</code></td><td>${e(
    RULE_LABELS[coverage.rule] ?? '',
  )}</td><td class="num">${coverage.accepting}</td><td class="num">${coverage.rejecting}</td><td>${e(status)}</td></tr>`;
}

function coverageSection(run: FixtureRun): string {
  const uncovered = rulesLackingCases(run);
  const verdict = !run.coverageJudged
    ? '這次只執行了部分表單，規則覆蓋僅供參考：只有執行全部表單時才會判定。'
    : uncovered.length
      ? `有 ${uncovered.length} 條規則缺少案例，測試因此不通過。`
      : '每條規則都有應接受與應拒絕的案例。';
  return `<section id="coverage">
<h2>規格 §5 規則覆蓋</h2>
<p>每條規則都需要至少一個「應接受」的案例（資料符合規則，表單接受）和一個「應拒絕」的案例（表單顯示錯誤訊息）。${e(verdict)}</p>
<table><thead><tr><th>規則</th><th>說明</th><th>應接受的案例</th><th>應拒絕的案例</th><th>狀態</th></tr></thead><tbody>
${run.coverage.map((c) => coverageRow(run, c)).join('\n')}
</tbody></table>
</section>`;
}

const STYLE = `
body { font-family: "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Heiti TC", system-ui, sans-serif;
  margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; color: #1f2328; line-height: 1.55; }
h1 { margin-bottom: .25rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
h2 small { font-size: .8rem; font-weight: normal; margin-left: .5rem; }
.good { color: #1a7f37; } .bad { color: #cf222e; }
.banner { padding: .75rem 1rem; border-radius: 6px; font-size: 1.15rem; font-weight: bold; }
.banner.good { background: #dafbe1; } .banner.bad { background: #ffebe9; }
nav ul { columns: 3 14rem; padding-left: 1.2rem; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { border: 1px solid #d0d7de; padding: .4rem .55rem; vertical-align: top; text-align: left; }
th { background: #f6f8fa; }
tr.fail td { background: #fff5f5; }
td.verdict { white-space: nowrap; font-weight: bold; }
tr.pass td.verdict { color: #1a7f37; } tr.fail td.verdict { color: #cf222e; }
td.num { text-align: right; }
ul { margin: .25rem 0; padding-left: 1.1rem; }
li.off .msg { text-decoration: underline wavy #cf222e; }
.mark { color: #cf222e; font-weight: bold; white-space: nowrap; }
code { font-size: .85em; color: #57606a; }
pre { white-space: pre-wrap; background: #f6f8fa; padding: .5rem; font-size: .85rem; }
.help { color: #57606a; }
body:has(#only-failed:checked) tr.pass, body:has(#only-failed:checked) section.all-pass { display: none; }
`;

/**
 * One self-contained page for people: every form, each case with its description, whether it
 * passed, the messages the fixture expects and the messages the validator showed, and the §5
 * rule coverage. No script, no outside file; every text from a fixture is escaped.
 */
export function htmlReport(run: FixtureRun): string {
  const failures = failedCases(run).length;
  const passed = run.results.length - failures;
  const uncovered = run.coverageJudged ? rulesLackingCases(run) : [];
  const ok = failures === 0 && uncovered.length === 0;
  const when = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeStyle: 'medium' }).format(
    run.finishedAt,
  );
  const banner = ok
    ? '✓ 全部通過'
    : [failures && `✗ ${failures} 個案例未通過`, uncovered.length && `✗ ${uncovered.length} 條規則缺少案例`]
        .filter(Boolean)
        .join('，');
  const byForm = resultsByForm(run);
  const nav = byForm
    .map(([form, results]) => {
      const failed = results.filter((r) => r.problems.length > 0).length;
      return `<li><a href="#${a(`form-${form}`)}">${formName(run, form)}</a> <span class="${failed ? 'bad' : 'good'}">${
        failed ? `✗ ${failed}/${results.length}` : `✓ ${results.length}`
      }</span></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${ok ? '✓' : '✗'} 表單驗證測試報告 — Fenqi`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>表單驗證測試報告</h1>
<p class="banner ${ok ? 'good' : 'bad'}">${e(banner)}</p>
<p>${byForm.length} 個表單、${run.results.length} 個案例：${passed} 個通過、${failures} 個未通過。產生時間：${e(when)}</p>
<p class="help">每個案例是 <code>fixtures/表單名稱/案例.json</code> 這個檔案：一筆填寫資料，以及表單應該接受它、或應該顯示哪些錯誤訊息。
「驗證器顯示的訊息」就是使用者在瀏覽器中會看到的訊息；與預期不同的地方以 ✗ 標示。</p>
<p><label><input type="checkbox" id="only-failed"> 只顯示未通過的案例</label></p>
</header>
<nav><h2>表單</h2><ul>
${nav}
<li><a href="#coverage">規格 §5 規則覆蓋</a></li>
</ul></nav>
<main>
${byForm.map(([form, results]) => formSection(run, form, results)).join('\n')}
${coverageSection(run)}
</main>
</body>
</html>
`;
}
