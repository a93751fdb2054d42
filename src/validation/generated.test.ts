import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUILD_CACHE_BESIDE_FORMS } from '../../build/cache-dirs';
import { fingerprintOf, generateChangedForms, generateForms, generatorVersion } from './generated';
import { formNames } from './schema-files';

/** A generated form module's exports, without loading its validators. */
function formModule(path: string): { schema: unknown; uiSchema: unknown } {
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', readFileSync(path, 'utf8'))(exports, () => ({}));
  return exports as { schema: unknown; uiSchema: unknown };
}

describe('generateForms', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'fenqi-generated-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('builds every form, then compiles again only the forms whose inputs changed', () => {
    writeFileSync(join(out, 'stale-file'), 'a clean build empties the folder');
    // …all but the build cache a client build of these forms keeps beside them.
    const buildCache = join(out, BUILD_CACHE_BESIDE_FORMS, 'client', 'index.pack');
    mkdirSync(dirname(buildCache), { recursive: true });
    writeFileSync(buildCache, 'kept');
    const full = generateForms(undefined, out);
    expect(full.forms).toEqual(formNames());
    expect(full.rebuilt).toEqual(full.forms);
    expect(existsSync(join(out, 'stale-file'))).toBe(false);
    expect(readFileSync(buildCache, 'utf8')).toBe('kept');
    expect(JSON.parse(readFileSync(join(out, 'forms.json'), 'utf8'))).toEqual(full.forms);

    // What a watcher starting on an existing build does: fingerprint the modules already there.
    const login = formModule(join(out, 'forms', 'login.js'));
    expect(fingerprintOf(login.schema, login.uiSchema)).toBe(full.fingerprints.get('login'));

    expect(generateForms(full.fingerprints, out).rebuilt).toEqual([]);

    const previous = new Map(full.fingerprints).set('login', 'changed').set('goneForm', 'x');
    writeFileSync(join(out, 'forms', 'goneForm.js'), '');
    writeFileSync(join(out, 'validators', 'goneForm.js'), '');
    const before = readFileSync(join(out, 'validators', 'login.js'), 'utf8');
    rmSync(join(out, 'validators', 'login.js'));
    const again = generateForms(previous, out);
    expect(again).toMatchObject({ rebuilt: ['login'], removed: ['goneForm'] });
    expect(readFileSync(join(out, 'validators', 'login.js'), 'utf8')).toBe(before);
    expect(existsSync(join(out, 'forms', 'goneForm.js'))).toBe(false);
    expect(existsSync(join(out, 'validators', 'goneForm.js'))).toBe(false);
  });

  it('lists the parts each form draws, for the app to fetch with its module', () => {
    generateForms(undefined, out);
    const parts = JSON.parse(readFileSync(join(out, 'form-parts.json'), 'utf8')) as Record<
      string,
      { widgets: string[]; fields: string[]; lists: boolean }
    >;
    expect(Object.keys(parts).sort()).toEqual([...formNames()].sort());
    // Step 3's address, contact-time and card fields, its bank lookup and its ROC dates.
    expect(parts.commodityApplicant.fields).toEqual(
      expect.arrayContaining(['address', 'contactTime', 'creditCard']),
    );
    expect(parts.commodityApplicant.widgets).toEqual(expect.arrayContaining(['lookupSelect', 'rocDate']));
    // The login form draws nothing that loads on its own.
    expect(parts.login).toEqual({ widgets: ['password', 'twId'], fields: [], lists: false });
  });

  it('compiles, run after run, only the forms changed since the stamp, and all of them for a new generator', () => {
    const changed = mkdtempSync(join(tmpdir(), 'fenqi-generated-stamp-'));
    try {
      const generator = generatorVersion();
      expect(generateChangedForms(changed, undefined, generator).rebuilt).toEqual(formNames());
      const written = readFileSync(join(changed, 'validators', 'login.js'), 'utf8');
      expect(generateChangedForms(changed, undefined, generator).rebuilt).toEqual([]);

      // A form whose files went away is compiled again; the others are left as they were.
      rmSync(join(changed, 'forms', 'login.js'));
      expect(generateChangedForms(changed, undefined, generator).rebuilt).toEqual(['login']);
      expect(readFileSync(join(changed, 'validators', 'login.js'), 'utf8')).toBe(written);

      // Another generator (its code or ajv changed) compiles everything.
      expect(generateChangedForms(changed, undefined, `${generator}-next`).rebuilt).toEqual(formNames());

      // A stamp cut short (a run stopped while writing it) compiles everything instead of failing.
      writeFileSync(join(changed, 'fingerprints.json'), '{"generator": "');
      expect(generateChangedForms(changed, undefined, generator).rebuilt).toEqual(formNames());
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
  });

  it('versions the generator by the code of src/validation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fenqi-generator-'));
    try {
      writeFileSync(join(dir, 'keyword.ts'), 'export const a = 1;');
      writeFileSync(join(dir, 'keyword.test.ts'), 'a test');
      const first = generatorVersion(dir);
      writeFileSync(join(dir, 'keyword.test.ts'), 'a test changed');
      expect(generatorVersion(dir)).toBe(first);
      writeFileSync(join(dir, 'keyword.ts'), 'export const a = 2;');
      expect(generatorVersion(dir)).not.toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
