import { isSchemaNode } from '../../validation/json-schema';
import type { FixtureFile, LintProject } from '../project';
import { propertyDeclarations, refChain, type Located } from '../schema-nodes';
import type { Finding, LintContext } from '../types';

/** The `valid` flag of a case, when the file is a case at all. */
const validOf = (fixture: FixtureFile): unknown =>
  isSchemaNode(fixture.content) ? fixture.content.valid : undefined;

/**
 * §5 rules carried by the fields a valid case fills in, as the fixture runner counts them: a
 * keyword on the field's schema (through its `$ref`), and `required` when an object lists a key
 * the data has.
 */
function acceptedRules(
  project: LintProject,
  rules: readonly string[],
  declarations: Located[],
  data: unknown,
): string[] {
  const chain = declarations.flatMap((d) => refChain(project, d));
  const own = rules.filter((rule) => rule !== 'required' && chain.some((at) => at.node[rule] !== undefined));
  if (!isSchemaNode(data)) return own;
  const required = chain.flatMap((at) => (Array.isArray(at.node.required) ? at.node.required : []));
  const properties = propertyDeclarations(project, declarations);
  const nested = Object.entries(data).flatMap(([key, value]) => {
    const child = properties.get(key);
    return child ? acceptedRules(project, rules, child, value) : [];
  });
  return [...own, ...nested, ...(required.some((key) => key in data) ? ['required'] : [])];
}

/** §5 rules a rejecting case declares in its expected errors (`errors[].keyword`). */
function rejectedRules(fixture: FixtureFile): string[] {
  const content = fixture.content;
  if (!isSchemaNode(content) || content.valid !== false || !Array.isArray(content.errors)) return [];
  return content.errors.flatMap((error) =>
    isSchemaNode(error) && typeof error.keyword === 'string' ? [error.keyword] : [],
  );
}

/**
 * `fixture-coverage`: every form has an accepting (`"valid": true`) and a rejecting
 * (`"valid": false`) case in `fixtures/<form>/`, and no fixture folder names a missing form.
 * `rule-coverage`: every §5 rule is accepted by some case (a valid case fills in a field that
 * carries it) and rejected by some case (an invalid case expects an error with that `keyword`).
 */
export function fixtureCoverage(project: LintProject, context: LintContext): Finding[] {
  const findings: Finding[] = [];
  const accepted = new Set<string>();
  const rejected = new Set<string>();
  for (const [form, file] of project.forms) {
    const cases = project.fixtures.get(form) ?? [];
    const folder = `fixtures/${form}/`;
    for (const [valid, kind] of [
      [true, '應通過（"valid": true）'],
      [false, '應拒絕（"valid": false）'],
    ] as const) {
      if (!cases.some((c) => validOf(c) === valid))
        findings.push({
          rule: 'fixture-coverage',
          file: folder,
          pointer: '',
          message: `表單 ${form} 沒有${kind}的測試案例：請在 ${folder} 加一個`,
        });
    }
    for (const fixture of cases) {
      if (validOf(fixture) === true && isSchemaNode(fixture.content)) {
        const root = [{ file, pointer: '', node: file.schema }];
        for (const rule of acceptedRules(project, context.specRules, root, fixture.content.data))
          accepted.add(rule);
      }
      for (const rule of rejectedRules(fixture)) rejected.add(rule);
    }
  }
  for (const [folder, cases] of project.fixtures) {
    if (!project.forms.has(folder))
      findings.push({
        rule: 'fixture-coverage',
        file: `fixtures/${folder}/`,
        pointer: '',
        message: `沒有表單 schemas/${folder}.json，這 ${cases.length} 個案例不會被執行（資料夾名稱拼錯了嗎？）`,
      });
  }
  for (const rule of context.specRules) {
    const missing = [
      accepted.has(rule) ? '' : `應通過的案例（某個 "valid": true 的案例填了帶有 ${rule} 的欄位）`,
      rejected.has(rule)
        ? ''
        : `應拒絕的案例（某個 "valid": false 的案例在 errors 中寫 "keyword": "${rule}"）`,
    ].filter(Boolean);
    if (missing.length > 0)
      findings.push({
        rule: 'rule-coverage',
        file: 'fixtures/',
        pointer: '',
        message: `§5 規則 ${rule} 缺少${missing.join('與')}`,
      });
  }
  return findings;
}
