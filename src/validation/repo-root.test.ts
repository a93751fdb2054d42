import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, repoRootFrom } from './repo-root';

describe('repoRootFrom', () => {
  let top: string;
  beforeEach(() => {
    top = mkdtempSync(join(tmpdir(), 'fenqi-root-'));
    writeFileSync(join(top, 'package.json'), '{}');
  });
  afterEach(() => rmSync(top, { recursive: true, force: true }));

  it('finds the package.json folder from a source folder two levels down', () => {
    const source = join(top, 'src', 'validation');
    mkdirSync(source, { recursive: true });
    expect(repoRootFrom(source)).toBe(top);
  });

  it('finds it from a compiled bundle one level down', () => {
    const compiled = join(top, 'dist-server');
    mkdirSync(compiled);
    expect(repoRootFrom(compiled)).toBe(top);
  });

  it('says so when no folder above holds a package.json', () => {
    rmSync(join(top, 'package.json'));
    expect(() => repoRootFrom(top)).toThrow(/no package.json/);
  });

  it('is this repository from its own source', () => {
    expect(REPO_ROOT).toBe(join(__dirname, '..', '..'));
  });
});
