import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATH_LIST } from '../../src/app/paths';
import { parseArgs, mergeChangedLists } from './changed-files';
import { buildPlan, describePlan, distIsFresh, flowTests, formTests } from './plan';
import {
  flowOfFile,
  flowPaths,
  flowsOfForm,
  formOfFile,
  importSpecifiers,
  isSharedInfra,
  mentionsPath,
  resolveRelative,
  routeFlows,
  selectE2e,
  type E2eInput,
} from './select-e2e';

const ROUTE_PAGES = `
const vehiclePages = () => import(/* webpackChunkName: "vehicle" */ '../flows/vehicle/pages/VehiclePages');
export const ROUTE_PAGES = {
  login: () => import(/* webpackChunkName: "login" */ '../flows/auth/pages/LoginPage'),
  paymentBarcode: () =>
    import(/* webpackChunkName: "payments" */ '../flows/payments/pages/PaymentBarcodePage'),
  vehicleLoans: () => vehiclePages().then((m) => ({ default: m.VehicleSignPage })),
  vehicleLoansFinish: () => vehiclePages().then((m) => ({ default: m.VehicleFinishPage })),
};`;

const PATHS_OF_FLOW = new Map([
  ['vehicle', ['/member/vehicleLoans', '/member/vehicleLoans/finish']],
  ['auth', ['/login', '/member']],
  ['idVerify', ['/member/idVerify/step1']],
]);

const FLOW_SOURCES = [
  {
    file: 'src/flows/vehicle/vehicle-flow.ts',
    text: "steps: [{ key: 'sign', form: 'vehicleLoanSignature' }]",
  },
  { file: 'src/flows/auth/components/LoginForm.tsx', text: "useForm('login')" },
  { file: 'src/flows/auth/slice.test.ts', text: "'memberInfo'" },
];

function input(changed: string[]): E2eInput {
  return {
    changed,
    e2eSources: [
      {
        file: 'tests/e2e/guest-flows.e2e.ts',
        text: 'await page.goto(`${base}/member/vehicleLoans?signPath=x`);',
      },
      {
        file: 'tests/e2e/home-tasks.e2e.ts',
        text: "import { walk } from './id-verify-walk';\nawait open('/member');",
      },
      {
        file: 'tests/e2e/id-verify-walk.ts',
        text: "import { WAIT } from './wizard';\nonPath('/member/idVerify/step1');",
      },
      { file: 'tests/e2e/wizard.ts', text: 'export const WAIT = 1;' },
      {
        file: 'tests/e2e/analyst-field.e2e.ts',
        text: "import { DEMO } from '../../src/server/demo/demo-people';\nimport { x } from './wizard';",
      },
    ],
    repoFiles: new Set(['src/server/demo/demo-people.ts', 'src/validation/send/send-body.ts']),
    pathsOfFlow: PATHS_OF_FLOW,
    flowSources: FLOW_SOURCES,
  };
}

function picked(changed: string[]): Record<string, string[]> {
  const selection = selectE2e(input(changed));
  if (selection.kind !== 'some') throw new Error('expected some files');
  return Object.fromEntries(selection.files);
}

describe('test:changed selection', () => {
  it('reads the command line', () => {
    expect(parseArgs([])).toEqual({ dryRun: false, all: false, help: false });
    expect(parseArgs(['--base', 'HEAD~2', '--dry-run', '--all'])).toEqual({
      base: 'HEAD~2',
      dryRun: true,
      all: true,
      help: false,
    });
    expect(parseArgs(['--base=main']).base).toBe('main');
    expect(() => parseArgs(['--base'])).toThrow('--base needs a ref');
    expect(() => parseArgs(['--fast'])).toThrow('unknown option --fast');
  });

  it('merges diffed and untracked paths, leaving out what is not a file (a node_modules link)', () => {
    const isFile = (path: string) => path !== 'node_modules';
    expect(mergeChangedLists(['b.ts', 'a.ts', ''], ['node_modules', 'c.ts', 'a.ts'], isFile)).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
    ]);
  });

  it('names shared infrastructure, flows and forms', () => {
    expect(isSharedInfra('src/step-flow/engine.ts')).toBe(true);
    expect(isSharedInfra('package-lock.json')).toBe(true);
    expect(isSharedInfra('src/server/app.ts')).toBe(true);
    expect(isSharedInfra('src/server/app-config.ts')).toBe(false);
    expect(isSharedInfra('src/flows/vehicle/vehicle-flow.ts')).toBe(false);
    expect(flowOfFile('src/flows/idVerify/pages/Step1.tsx')).toBe('idVerify');
    expect(flowOfFile('src/forms/x.ts')).toBeUndefined();
    expect(formOfFile('schemas/guarantor.json')).toBe('guarantor');
    expect(formOfFile('uischemas/minorGuardians.json')).toBe('minorGuardians');
    expect(formOfFile('fixtures/login/accepts.json')).toBe('login');
    expect(formOfFile('schemas/api/change-password.json')).toBeUndefined();
  });

  it('maps routes to flow folders through route-pages, loader constants included', () => {
    const flows = routeFlows(ROUTE_PAGES);
    expect(Object.fromEntries(flows)).toEqual({
      login: 'auth',
      paymentBarcode: 'payments',
      vehicleLoans: 'vehicle',
      vehicleLoansFinish: 'vehicle',
    });
    const paths = flowPaths(
      [
        { key: 'vehicleLoans', path: '/member/vehicleLoans' },
        { key: 'vehicleLoansFinish', path: '/member/vehicleLoans/finish' },
        { key: 'error', path: '/error' },
      ],
      flows,
    );
    expect(Object.fromEntries(paths)).toEqual({
      vehicle: ['/member/vehicleLoans', '/member/vehicleLoans/finish'],
    });
  });

  it("reads the app's own route-pages: every route but the index and the error page has a flow", () => {
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'app', 'route-pages.ts'), 'utf8');
    const flows = routeFlows(source);
    const unmapped = PATH_LIST.filter((route) => !flows.has(route.key)).map((route) => route.key);
    expect(unmapped.sort()).toEqual(['error', 'index']);
    expect(flowPaths(PATH_LIST, flows).get('vehicle')).toEqual([
      '/member/vehicleLoans',
      '/member/vehicleLoans/finish',
    ]);
  });

  it('finds a route named in a source only as a whole path', () => {
    expect(mentionsPath("goto('/member/vehicleLoans?x=1')", '/member/vehicleLoans')).toBe(true);
    expect(mentionsPath('`${base}/member`', '/member')).toBe(true);
    expect(mentionsPath("goto('/member/order/list')", '/member')).toBe(false);
    expect(mentionsPath("goto('/member/vehicleLoansX')", '/member/vehicleLoans')).toBe(false);
  });

  it('finds the flows of a form: declared in a *-flow.ts, else named in a flow source that is no test', () => {
    expect(flowsOfForm('vehicleLoanSignature', FLOW_SOURCES)).toEqual(['vehicle']);
    expect(flowsOfForm('login', FLOW_SOURCES)).toEqual(['auth']);
    expect(flowsOfForm('memberInfo', FLOW_SOURCES)).toEqual([]);
  });

  it('reads import specifiers and resolves relative ones', () => {
    const source =
      "import a from './a';\nimport type { B } from \"../b\";\nexport { c } from './c';\nimport './d';\nawait import('./e');";
    expect(importSpecifiers(source).sort()).toEqual(['../b', './a', './c', './d', './e']);
    expect(resolveRelative('tests/e2e/x.e2e.ts', '../../src/server/app')).toBe('src/server/app');
    expect(resolveRelative('tests/e2e/x.e2e.ts', 'node:fs')).toBeUndefined();
  });

  it('picks the e2e files visiting a changed flow, with the route and the file as the reason', () => {
    expect(picked(['src/flows/vehicle/vehicle-flow.ts'])).toEqual({
      'tests/e2e/guest-flows.e2e.ts': [
        'visits /member/vehicleLoans (flow vehicle: src/flows/vehicle/vehicle-flow.ts)',
      ],
    });
  });

  it('looks for routes in the helpers an e2e file imports', () => {
    expect(Object.keys(picked(['src/flows/idVerify/pages/Step1.tsx']))).toEqual([
      'tests/e2e/home-tasks.e2e.ts',
    ]);
  });

  it('picks a changed e2e file, and those importing a changed helper transitively or a changed source directly', () => {
    expect(picked(['tests/e2e/guest-flows.e2e.ts'])).toEqual({ 'tests/e2e/guest-flows.e2e.ts': ['changed'] });
    expect(picked(['tests/e2e/wizard.ts'])).toEqual({
      'tests/e2e/analyst-field.e2e.ts': ['imports changed tests/e2e/wizard.ts'],
      'tests/e2e/home-tasks.e2e.ts': ['imports changed tests/e2e/wizard.ts'],
    });
    expect(picked(['src/server/demo/demo-people.ts'])).toEqual({
      'tests/e2e/analyst-field.e2e.ts': ['imports changed src/server/demo/demo-people.ts'],
    });
  });

  it('maps a changed schema to the flows of its form, and runs its fixtures', () => {
    const selection = selectE2e(input(['uischemas/vehicleLoanSignature.json']));
    expect(selection).toMatchObject({
      kind: 'some',
      forms: ['vehicleLoanSignature'],
      flows: ['vehicle'],
      unmapped: [],
    });
    expect(selection.kind === 'some' && [...selection.files.keys()]).toEqual([
      'tests/e2e/guest-flows.e2e.ts',
    ]);
  });

  it('lists changed sources no e2e file is mapped to, but not tests', () => {
    const selection = selectE2e(
      input(['src/validation/send/send-body.ts', 'src/validation/send/send-body.test.ts']),
    );
    expect(selection).toMatchObject({ kind: 'some', unmapped: ['src/validation/send/send-body.ts'] });
    expect(selection.kind === 'some' && selection.files.size).toBe(0);
  });

  it('selects everything when shared infrastructure changed', () => {
    expect(selectE2e(input(['src/flows/vehicle/vehicle-flow.ts', 'src/forms/FormView.tsx']))).toEqual({
      kind: 'all',
      reasons: ['src/forms/FormView.tsx is shared infrastructure'],
    });
  });

  it("plans lint, jest (with the changed flow's tests and the tests naming a changed form) and fixtures from the changed files", () => {
    const changed = [
      'src/flows/vehicle/vehicle-flow.ts',
      'schemas/guarantor.json',
      'docs/flows.md',
      'src/gone.ts',
    ];
    const e2e = selectE2e(input(changed));
    const plan = buildPlan(changed, e2e, (file) => file !== 'src/gone.ts', [
      { file: 'src/flows/vehicle/model/vehicle-form.test.ts', text: '' },
      { file: 'src/flows/minor/minor-flow.test.ts', text: '' },
      { file: 'tests/api/guarantor-guest.test.ts', text: "loadSchema('guarantor')" },
    ]);
    expect(plan.eslint).toEqual(['src/flows/vehicle/vehicle-flow.ts']);
    expect(plan.prettier).toEqual([
      'src/flows/vehicle/vehicle-flow.ts',
      'schemas/guarantor.json',
      'docs/flows.md',
    ]);
    expect(plan.jest).toEqual([
      'src/flows/vehicle/vehicle-flow.ts',
      'src/flows/vehicle/model/vehicle-form.test.ts',
      'tests/api/guarantor-guest.test.ts',
    ]);
    expect(plan.fixtureForms).toEqual(['guarantor']);
    expect(describePlan(plan, 'main')).toContain('npm run fixtures -- --form guarantor');
    expect(flowTests(['guarantor'], ['src/flows/guarantor/a.test.ts', 'src/ui/b.test.tsx'])).toEqual([
      'src/flows/guarantor/a.test.ts',
    ]);
  });

  it('finds the tests naming a changed form, as a name or a schema file', () => {
    const tests = [
      { file: 'a.test.ts', text: "form('guarantor')" },
      { file: 'b.test.ts', text: "readFileSync('schemas/guarantor.json')" },
      { file: 'c.test.ts', text: "form('guarantorX')" },
    ];
    expect(formTests(['guarantor'], tests)).toEqual(['a.test.ts', 'b.test.ts']);
    expect(formTests([], tests)).toEqual([]);
  });

  it('reuses dist/ only when its build is newer than every input', () => {
    expect(distIsFresh(undefined, 10)).toBe(false);
    expect(distIsFresh(9, 10)).toBe(false);
    expect(distIsFresh(11, 10)).toBe(true);
  });
});
