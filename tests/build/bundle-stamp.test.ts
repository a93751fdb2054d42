import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleStands, stampOf, writeStamp, type BundleInputs } from '../../build/bundle-stamp';

describe('the prerender bundle stamp', () => {
  let root: string;
  let bundle: string;
  let inputs: BundleInputs;
  const file = () => join(root, 'src', 'page.tsx');
  const earlier = Date.now() / 1000 - 60;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fenqi-stamp-'));
    bundle = join(root, 'bundle');
    mkdirSync(join(root, 'src'));
    mkdirSync(bundle);
    writeFileSync(file(), 'export default 1;');
    utimesSync(file(), earlier, earlier);
    inputs = {
      fileDependencies: [file()],
      contextDependencies: [join(root, 'src')],
      missingDependencies: [join(root, 'page.ts')],
    };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const stamped = (key = 'k') => {
    const stamp = stampOf(inputs, key, Date.now());
    if (!stamp) throw new Error('no stamp');
    writeStamp(bundle, stamp);
  };

  it('holds while nothing the bundle was made of changed, for the same way of compiling', () => {
    expect(bundleStands(bundle, 'k')).toBe(false);
    stamped();
    expect(bundleStands(bundle, 'k')).toBe(true);
    expect(bundleStands(bundle, 'another configuration')).toBe(false);
  });

  it('fails once a file it read is written again', () => {
    stamped();
    writeFileSync(file(), 'export default 2;');
    expect(bundleStands(bundle, 'k')).toBe(false);
  });

  it('fails once a folder it listed changes, or a path it looked for appears', () => {
    stamped();
    writeFileSync(join(root, 'src', 'other.tsx'), '');
    expect(bundleStands(bundle, 'k')).toBe(false);

    stamped();
    writeFileSync(join(root, 'page.ts'), '');
    expect(bundleStands(bundle, 'k')).toBe(false);
  });

  it('is not taken for a compilation that an input changed under', () => {
    writeFileSync(file(), 'changed while compiling');
    expect(stampOf(inputs, 'k', Date.now() - 60_000)).toBeNull();
  });

  it('fails for a stamp cut short', () => {
    writeFileSync(join(bundle, 'bundle-stamp.json'), '{"key":');
    expect(bundleStands(bundle, 'k')).toBe(false);
  });
});
