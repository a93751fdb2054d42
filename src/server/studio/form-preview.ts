import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { lintSchemas, type Finding, type LintContext } from '../../schema-lint';
import { readRepoLintFiles } from '../../schema-lint/repo-files';
import { runFixtureText, type CaseResult } from '../../validation/fixtures';
import type { FormModule } from '../../validation/form-module';
import { formModuleSource } from '../../validation/generated';
import { isSchemaNode } from '../../validation/json-schema';
import { KEYWORD_MODULE_PREFIX } from '../../validation/keywords/define-check-keyword';
import { precompileFormSchema } from '../../validation/precompile';
import { bundleSchema } from '../../validation/schema-bundle';
import { REPO_ROOT } from '../../validation/repo-root';
import { formSchemaId, loadSchemaFiles, withoutEditorSchema } from '../../validation/schema-files';
import type { StudioFile } from './studio-files';

/** The studio's unsaved state of one form: the texts in its editors and its fixture cases. */
export interface PreviewRequest {
  form: string;
  schema: string;
  /** Null when the form has no uiSchema file. */
  uiSchema: string | null;
  fixtures: StudioFile[];
}

/** A lint finding, or the compiler's word on a schema the lint passed but ajv cannot compile. */
export type StudioFinding = Omit<Finding, 'rule'> & { rule: Finding['rule'] | 'schema-compile' };

/** What the studio shows for that state. */
export interface FormPreview {
  /** Lint findings and compile errors in this form's files (file, JSON pointer, message). */
  findings: StudioFinding[];
  /** The compiled form module to load (`GET …/preview/<id>.js`); null when it does not compile. */
  moduleId: string | null;
  /** Each fixture case run against the edited form, in the order given. */
  cases: CaseResult[];
}

/**
 * The keyword checks the validators `require`, compiled by the server's own TypeScript loader (the
 * studio is a development tool: the compiled production server has no studio).
 */
const CHECKS_DIR = join(REPO_ROOT, 'src', 'validation', 'checks');

/** How many compiled previews are kept for the browser to load (one per edit; older ones are dropped). */
const KEPT_MODULES = 40;

/**
 * The form studio's live preview: lints the edited files among the rest of the
 * project, compiles the edited form exactly as the precompiler does (standalone ajv code, the
 * Fenqi keywords `require`d by their module name), runs the form's fixture cases against it, and
 * keeps the module as a script the browser loads from this server — so the preview runs the same
 * validator code as the app, under the same `script-src 'self'` policy, with no `eval` in the page.
 */
export class FormPreviews {
  private readonly scripts = new Map<string, string>();

  constructor(
    private readonly root: string,
    private readonly lintContext: () => LintContext,
  ) {}

  preview(request: PreviewRequest): FormPreview {
    const findings = this.lint(request);
    const compiled = this.compile(request);
    if ('problem' in compiled) {
      const known = findings.some((finding) => finding.rule === 'json-syntax');
      return { findings: known ? findings : [...findings, compiled.problem], moduleId: null, cases: [] };
    }
    const form = evaluateFormModule(compiled.source);
    const cases = request.fixtures.map((fixture) =>
      runFixtureText(form, fixture.content, fixture.path.split('/').pop() ?? fixture.path),
    );
    const moduleId = createHash('sha256').update(compiled.source).digest('hex').slice(0, 20);
    this.keep(moduleId, compiled.source);
    return { findings, moduleId, cases };
  }

  /** A kept preview as a script that hands the module to the studio page; undefined once dropped. */
  script(moduleId: string): string | undefined {
    const source = this.scripts.get(moduleId);
    return source === undefined
      ? undefined
      : `self.fenqiStudioModule(${JSON.stringify(moduleId)}, function (require, module, exports) {\n${source}\n});\n`;
  }

  private keep(moduleId: string, source: string): void {
    this.scripts.delete(moduleId);
    this.scripts.set(moduleId, source);
    while (this.scripts.size > KEPT_MODULES) this.scripts.delete(this.scripts.keys().next().value as string);
  }

  /** The lint over the project with this form's files replaced by the edit, kept to this form's files. */
  private lint({ form, schema, uiSchema, fixtures }: PreviewRequest): Finding[] {
    const fixtureFolder = `fixtures/${form}/`;
    const files = new Map(
      [...readRepoLintFiles(this.root)].filter(([path]) => !path.startsWith(fixtureFolder)),
    );
    files.set(`schemas/${form}.json`, schema);
    if (uiSchema === null) files.delete(`uischemas/${form}.json`);
    else files.set(`uischemas/${form}.json`, uiSchema);
    for (const fixture of fixtures) files.set(fixture.path, fixture.content);
    const ours = (file: string) =>
      file === `schemas/${form}.json` || file === `uischemas/${form}.json` || file.startsWith(fixtureFolder);
    const findings = lintSchemas(files, this.lintContext()).filter((finding) => ours(finding.file));
    // While the schema or uiSchema is not JSON the rest follows from that (the form "does not
    // exist", its cases "name no form"): the syntax error is what to fix first.
    const syntax = findings.filter(
      (finding) => finding.rule === 'json-syntax' && !finding.file.startsWith(fixtureFolder),
    );
    return syntax.length > 0 ? syntax : findings;
  }

  /** The form module's source, compiled from the edited schema and uiSchema, or why it cannot be. */
  private compile({
    form,
    schema,
    uiSchema,
  }: PreviewRequest): { source: string } | { problem: StudioFinding } {
    const file = `schemas/${form}.json`;
    const problem = (message: string, at = file): { problem: StudioFinding } => ({
      problem: { rule: 'schema-compile', file: at, pointer: '', message },
    });
    const parsedSchema = parseJson(schema);
    const parsedUi = uiSchema === null ? {} : parseJson(uiSchema);
    // Not JSON: the lint has said where already.
    if (!isSchemaNode(parsedSchema)) return problem('schema 不是 JSON 物件，無法預覽');
    if (!isSchemaNode(parsedUi))
      return problem('uiSchema 不是 JSON 物件，無法預覽', `uischemas/${form}.json`);
    const id = formSchemaId(form);
    if (parsedSchema.$id !== id) return problem(`"$id" 須為 "${id}"`);
    try {
      const schemas = loadSchemaFiles(join(this.root, 'schemas'));
      schemas.set(id, parsedSchema);
      const bundled = bundleSchema(id, schemas);
      const validators = precompileFormSchema(bundled, KEYWORD_MODULE_PREFIX.replace(/\/$/, ''));
      const inlined = `(function () { var module = { exports: {} }, exports = module.exports;\n${validators}\nreturn module.exports; })()`;
      return { source: formModuleSource(form, bundled, withoutEditorSchema(parsedUi), inlined) };
    } catch (error) {
      return problem(`schema 無法編譯：${(error as Error).message}`);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type ModuleFactory = (require: (id: string) => unknown, module: { exports: object }, exports: object) => void;

/** Runs a form module's source in Node the way the browser runs its script, for the fixture cases. */
function evaluateFormModule(source: string): FormModule {
  // The studio compiled this source from a schema a moment ago; Node runs it as it runs `.generated/`.
  const factory = runInThisContext(`(function (require, module, exports) {\n${source}\n})`) as ModuleFactory;
  const module = { exports: {} };
  const requireModule = (id: string): unknown =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the validators' CommonJS requires
    require(
      id.startsWith(KEYWORD_MODULE_PREFIX) ? join(CHECKS_DIR, id.slice(KEYWORD_MODULE_PREFIX.length)) : id,
    );
  factory(requireModule, module, module.exports);
  return module.exports as FormModule;
}
