/**
 * Which end-to-end files cover a change, for `npm run test:changed`. Pure: the caller reads the
 * files and passes their text in.
 *
 * An e2e file (tests/e2e/*.e2e.ts) is picked when
 * - it changed itself;
 * - it imports a changed file: a helper of tests/e2e (transitively, within tests/e2e), or a file
 *   outside tests/e2e it or one of its helpers imports directly;
 * - a changed file is in src/flows/<flow>/ and the e2e file (or a helper it imports) names one of
 *   that flow's routes: the paths of src/app/paths.ts whose page src/app/route-pages.ts loads from
 *   src/flows/<flow>/;
 * - a changed schemas/<form>.json, uischemas/<form>.json or fixtures/<form>/ is the form of such a
 *   flow (`form: '<form>'` in its *-flow.ts, else the flow's sources naming '<form>').
 * A change to shared infrastructure (SHARED_INFRA) selects everything instead.
 */

/** Changes that reach every page or every test: only the full `npm test` covers them. */
export const SHARED_INFRA: readonly string[] = [
  'src/step-flow/',
  'src/forms/',
  'src/app/',
  'src/sw/',
  'src/main.tsx',
  'src/index.html',
  'src/server/app.ts',
  'schemas/defs/',
  'schemas/api/',
  'build/',
  'tests/setup/',
  'webpack.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'jest.config.mjs',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  'scripts/run-e2e.ts',
  'scripts/check-e2e-logs.ts',
  'scripts/precompile.ts',
];

const E2E_DIR = 'tests/e2e/';

/** Whether a changed path is shared infrastructure (a folder entry ends with `/`). */
export function isSharedInfra(file: string): boolean {
  return SHARED_INFRA.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
}

/** The flow folder of a path under src/flows/, else undefined. */
export function flowOfFile(file: string): string | undefined {
  return /^src\/flows\/([^/]+)\//.exec(file)?.[1];
}

/** The form a schema, uiSchema or fixture path belongs to, else undefined. */
export function formOfFile(file: string): string | undefined {
  return /^(?:schemas|uischemas)\/([^/]+)\.json$/.exec(file)?.[1] ?? /^fixtures\/([^/]+)\//.exec(file)?.[1];
}

/** Whether a path is an e2e test file (not a helper). */
export function isE2eFile(file: string): boolean {
  return file.startsWith(E2E_DIR) && file.endsWith('.e2e.ts');
}

/**
 * The flow folder of each route, from the text of src/app/route-pages.ts: a route's page is
 * imported from `../flows/<flow>/`, directly or through a loader constant declared above.
 */
export function routeFlows(routePagesSource: string): Map<string, string> {
  const loaders = new Map<string, string>();
  for (const m of routePagesSource.matchAll(
    /const (\w+) = \(\) =>\s*import\(\s*(?:\/\*.*?\*\/\s*)?['"]\.\.\/flows\/([\w-]+)\//g,
  )) {
    loaders.set(m[1], m[2]);
  }
  const flows = new Map<string, string>();
  for (const m of routePagesSource.matchAll(
    /^\s*(\w+): \(\) =>\s*(?:import\(\s*(?:\/\*.*?\*\/\s*)?['"]\.\.\/flows\/([\w-]+)\/|(\w+)\(\))/gm,
  )) {
    const flow = m[2] ?? loaders.get(m[3]);
    if (flow) flows.set(m[1], flow);
  }
  return flows;
}

/** The route paths of each flow folder: route key → path, joined with route key → flow. */
export function flowPaths(
  routes: ReadonlyArray<{ key: string; path: string }>,
  flowOfRoute: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const byFlow = new Map<string, string[]>();
  for (const { key, path } of routes) {
    const flow = flowOfRoute.get(key);
    if (!flow) continue;
    byFlow.set(flow, [...(byFlow.get(flow) ?? []), path]);
  }
  return byFlow;
}

/**
 * Whether a source names a route: the path, not followed by more of a path (`/member` is not named
 * by `/member/order/list`, `/member/idVerify/step1` is named by `/member/idVerify/step1?caseId=`).
 */
export function mentionsPath(source: string, path: string): boolean {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![\\w/-])`).test(source);
}

/**
 * The flows that use a form: `form: '<form>'` in src/flows/<flow>/*-flow.ts; failing that, the
 * flows whose non-test sources name '<form>' in quotes (the commodity, auth and member forms).
 */
export function flowsOfForm(
  form: string,
  flowSources: ReadonlyArray<{ file: string; text: string }>,
): string[] {
  const declared = new Set<string>();
  const named = new Set<string>();
  const quoted = new RegExp(`['"]${form}['"]`);
  const declaration = new RegExp(`form: ['"]${form}['"]`);
  for (const { file, text } of flowSources) {
    const flow = flowOfFile(file);
    if (!flow || /\.test\.tsx?$/.test(file)) continue;
    if (/-flow\.ts$/.test(file) && declaration.test(text)) declared.add(flow);
    else if (quoted.test(text)) named.add(flow);
  }
  return [...(declared.size > 0 ? declared : named)].sort();
}

/** The module specifiers a source imports (static, dynamic and re-exports). */
export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/g))
    found.add(m[1]);
  for (const m of source.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.add(m[1]);
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(m[1]);
  return [...found];
}

/** A relative specifier resolved against the importing file's folder (posix paths), without extension. */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** The file a resolved specifier names among `files`: as is, with .ts/.tsx/.js, or its index. */
export function findModule(resolved: string, files: ReadonlySet<string>): string | undefined {
  const candidates = [
    resolved,
    `${resolved}.ts`,
    `${resolved}.tsx`,
    `${resolved}.js`,
    `${resolved}/index.ts`,
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/** What the e2e selection reads. */
export interface E2eInput {
  changed: readonly string[];
  /** Every file under tests/e2e with its text. */
  e2eSources: ReadonlyArray<{ file: string; text: string }>;
  /** Every repository file an e2e source may import from outside tests/e2e (paths). */
  repoFiles: ReadonlySet<string>;
  /** Flow folder → its route paths (flowPaths). */
  pathsOfFlow: ReadonlyMap<string, readonly string[]>;
  /** Every file under src/flows with its text (for flowsOfForm). */
  flowSources: ReadonlyArray<{ file: string; text: string }>;
}

/** The selection: every e2e file (shared infrastructure changed), or some files, each with its reasons. */
export type E2eSelection =
  | { kind: 'all'; reasons: string[] }
  | { kind: 'some'; files: Map<string, string[]>; unmapped: string[]; forms: string[]; flows: string[] };

/** The tests/e2e files an e2e source reaches through its imports within tests/e2e (itself included). */
function e2eClosure(
  start: string,
  importsOf: ReadonlyMap<string, { local: string[]; outside: string[] }>,
): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const next of importsOf.get(file)?.local ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function addReason(files: Map<string, string[]>, file: string, reason: string): void {
  const reasons = files.get(file) ?? [];
  if (!reasons.includes(reason)) reasons.push(reason);
  files.set(file, reasons);
}

/** Picks the e2e files that cover the changed files, each with why. */
export function selectE2e(input: E2eInput): E2eSelection {
  const shared = input.changed.filter(isSharedInfra);
  if (shared.length > 0) {
    return { kind: 'all', reasons: shared.map((file) => `${file} is shared infrastructure`) };
  }
  const e2eFiles = new Set(input.e2eSources.map((s) => s.file));
  const textOf = new Map(input.e2eSources.map((s) => [s.file, s.text]));
  const importsOf = new Map<string, { local: string[]; outside: string[] }>();
  for (const { file, text } of input.e2eSources) {
    const local: string[] = [];
    const outside: string[] = [];
    for (const specifier of importSpecifiers(text)) {
      const resolved = resolveRelative(file, specifier);
      if (!resolved) continue;
      const inE2e = findModule(resolved, e2eFiles);
      if (inE2e) local.push(inE2e);
      else {
        const inRepo = findModule(resolved, input.repoFiles);
        if (inRepo) outside.push(inRepo);
      }
    }
    importsOf.set(file, { local, outside });
  }

  const changed = new Set(input.changed);
  const flows = new Set<string>();
  const forms = new Set<string>();
  const flowReason = new Map<string, string>();
  const unmapped: string[] = [];
  for (const file of input.changed) {
    const flow = flowOfFile(file);
    const form = formOfFile(file);
    if (flow) {
      flows.add(flow);
      if (!flowReason.has(flow)) flowReason.set(flow, file);
    } else if (form) {
      forms.add(form);
      for (const formFlow of flowsOfForm(form, input.flowSources)) {
        flows.add(formFlow);
        if (!flowReason.has(formFlow)) flowReason.set(formFlow, `${file} (form ${form})`);
      }
    } else if (!file.startsWith(E2E_DIR) && !/\.test\.tsx?$/.test(file)) unmapped.push(file);
  }

  const files = new Map<string, string[]>();
  for (const e2e of [...e2eFiles].filter(isE2eFile).sort()) {
    if (changed.has(e2e)) addReason(files, e2e, 'changed');
    const closure = e2eClosure(e2e, importsOf);
    for (const helper of closure) {
      if (helper !== e2e && changed.has(helper)) addReason(files, e2e, `imports changed ${helper}`);
      for (const outside of importsOf.get(helper)?.outside ?? []) {
        if (changed.has(outside)) addReason(files, e2e, `imports changed ${outside}`);
      }
    }
    const text = [...closure].map((f) => textOf.get(f) ?? '').join('\n');
    for (const flow of [...flows].sort()) {
      const named = (input.pathsOfFlow.get(flow) ?? []).filter((path) => mentionsPath(text, path));
      if (named.length > 0) {
        addReason(files, e2e, `visits ${named.join(', ')} (flow ${flow}: ${flowReason.get(flow)})`);
      }
    }
  }
  // A changed file outside the flows that some e2e file imports is mapped after all.
  const imported = new Set([...importsOf.values()].flatMap((i) => i.outside));
  return {
    kind: 'some',
    files,
    unmapped: unmapped.filter((file) => !imported.has(file)),
    forms: [...forms].sort(),
    flows: [...flows].sort(),
  };
}
