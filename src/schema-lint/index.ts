import { loadProject, type LintProject } from './project';
import { fieldTitles } from './rules/field-titles';
import { fixtureCoverage } from './rules/fixture-coverage';
import { schemaKeywordMistakes } from './rules/keywords';
import { unknownLookups } from './rules/lookups';
import { brokenRefs } from './rules/refs';
import { unknownRequiredNames } from './rules/required-names';
import { uiSchemaMistakes } from './rules/ui-schema';
import { unusedDefs } from './rules/unused-defs';
import type { Finding, LintContext, LintFiles } from './types';

export type { Finding, LintContext, LintFiles, RuleId } from './types';
export { formatFindings } from './report';

/** The rules in the order their findings are listed within a file. */
const RULES: ((project: LintProject, context: LintContext) => Finding[])[] = [
  schemaKeywordMistakes,
  brokenRefs,
  unknownRequiredNames,
  fieldTitles,
  uiSchemaMistakes,
  unknownLookups,
  unusedDefs,
  fixtureCoverage,
];

/**
 * Lints a form project held in memory (schemas, uiSchemas, fixtures by repository path → text)
 * and returns every finding, sorted by file and then by pointer. Pure: no disk, no network, so
 * the CLI and the studio (on unsaved edits) run the same checks.
 */
export function lintSchemas(files: LintFiles, context: LintContext): Finding[] {
  const { project, findings } = loadProject(files);
  const all = [...findings, ...RULES.flatMap((rule) => rule(project, context))];
  return all
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => a.finding.file.localeCompare(b.finding.file) || a.index - b.index)
    .map(({ finding }) => finding);
}
