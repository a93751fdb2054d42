/**
 * `npm run test:changed`: the quick check of a change while working on it. It finds the files
 * changed against a base (scripts/test-changed/changed-files.ts), prints the plan, then runs:
 * precompile, eslint and prettier on the changed files, tsc on the project, jest on the tests
 * related to the changed files, the fixtures of changed forms, and the e2e files that cover the
 * change (scripts/test-changed/select-e2e.ts), building the client first unless dist/ is fresh.
 * When shared infrastructure changed it says the full `npm test` is the right command and stops
 * (`--all` runs it). `--dry-run` prints the plan only. Before pushing, run the full `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PATH_LIST } from '../src/app/paths';
import { USAGE, defaultBase, listChangedFiles, parseArgs } from './test-changed/changed-files';
import { buildPlan, describePlan, distIsFresh, type Plan } from './test-changed/plan';
import { flowPaths, routeFlows, selectE2e } from './test-changed/select-e2e';

const root = join(__dirname, '..');

/** Every file under a folder, as repository paths (node_modules and dot folders skipped). */
function walk(dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => !file.includes('node_modules/'));
}

function withText(files: string[]): Array<{ file: string; text: string }> {
  return files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

function isFile(file: string): boolean {
  try {
    return statSync(join(root, file)).isFile();
  } catch {
    return false;
  }
}

function mtime(file: string): number {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs a command in the repository, output shown; true when it succeeded. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function makePlan(changed: string[]): Plan {
  const e2eSources = withText(walk('tests/e2e').filter((file) => /\.tsx?$/.test(file)));
  const repoFiles = new Set([...walk('src'), ...walk('tools'), ...walk('tests'), ...walk('scripts')]);
  const flowSources = withText(walk('src/flows').filter((file) => /\.tsx?$/.test(file)));
  const routePages = readFileSync(join(root, 'src/app/route-pages.ts'), 'utf8');
  const pathsOfFlow = flowPaths(PATH_LIST, routeFlows(routePages));
  const e2e = selectE2e({ changed, e2eSources, repoFiles, pathsOfFlow, flowSources });
  const tests = withText(
    [...repoFiles].filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/')),
  );
  return buildPlan(changed, e2e, isFile, tests);
}

/** The tests `jest --findRelatedTests` would run (jest's own --listTests), as repository paths. */
function relatedTests(files: readonly string[]): string[] {
  if (files.length === 0) return [];
  const listed = spawnSync(
    join(root, 'node_modules', '.bin', 'jest'),
    ['--listTests', '--findRelatedTests', ...files],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`jest --listTests failed:\n${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => relative(root, file))
    .sort();
}

function main(): number {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const base = args.base ? { ref: args.base, label: args.base } : defaultBase(root);
  const changed = listChangedFiles(root, base.ref);
  const plan = makePlan(changed);
  if (plan.e2e.kind === 'some') plan.jestTests = relatedTests(plan.jest);
  console.log(describePlan(plan, base.label));
  if (plan.e2e.kind === 'all') {
    if (!args.all) {
      console.log('\nNot running a partial check: run `npm test` (or add --all).');
      return 2;
    }
    if (args.dryRun) return 0;
    return run('npm', ['test']) ? 0 : 1;
  }
  if (args.dryRun) return 0;
  if (changed.length === 0) {
    console.log('\nNothing changed: nothing to run.');
    return 0;
  }

  const started = Date.now();
  if (!run('npm', ['run', 'precompile'])) return 1;
  const env = { ...process.env, FENQI_PRECOMPILED: '1' };
  const failed: string[] = [];
  const step = (name: string, command: string, cmdArgs: string[]) => {
    if (!run(command, cmdArgs, env)) failed.push(name);
  };
  const bin = (name: string) => join('node_modules', '.bin', name);
  if (plan.eslint.length > 0) step('eslint', bin('eslint'), ['--no-warn-ignored', ...plan.eslint]);
  if (plan.prettier.length > 0)
    step('prettier', bin('prettier'), ['--check', '--ignore-unknown', ...plan.prettier]);
  // Incremental: the second run on a worktree checks only what changed (.generated/ is ignored by git).
  step('typecheck', bin('tsc'), [
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    join('.generated', 'test-changed.tsbuildinfo'),
    '-p',
    'tsconfig.json',
  ]);
  if (plan.jest.length > 0) {
    if (plan.jestTests?.length === 0) console.log('\njest: no test is related to the changed files.');
    else step('jest', bin('jest'), ['--findRelatedTests', ...plan.jest, '--passWithNoTests']);
  }
  if (plan.fixtureForms.length > 0) {
    step('fixtures', 'npm', ['run', 'fixtures', '--', '--form', plan.fixtureForms.join(',')]);
  }
  const e2eFiles = [...plan.e2e.files.keys()];
  if (e2eFiles.length > 0) {
    if (failed.length > 0) {
      console.log(`\nSkipping the e2e files: ${failed.join(', ')} failed first.`);
    } else {
      const inputs = [
        ...changed,
        ...walk('src'),
        ...walk('schemas'),
        ...walk('uischemas'),
        'webpack.config.ts',
        'package-lock.json',
      ];
      const newest = Math.max(0, ...inputs.map(mtime));
      const index = join(root, 'dist', 'index.html');
      const builtAt = existsSync(index) ? statSync(index).mtimeMs : undefined;
      if (distIsFresh(builtAt, newest)) console.log('\ndist/ is newer than every client input: reusing it.');
      else if (!run('npm', ['run', 'build'], env)) failed.push('build');
      if (!failed.includes('build')) step('e2e', 'npm', ['run', 'test:e2e', '--', '--no-build', ...e2eFiles]);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failed.length > 0) {
    console.log(`\ntest:changed: ${failed.join(', ')} failed (${seconds} s).`);
    return 1;
  }
  console.log(`\ntest:changed: all passed (${seconds} s). Before pushing, run the full \`npm test\`.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`test:changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
