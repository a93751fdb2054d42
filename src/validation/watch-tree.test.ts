import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchTree } from './watch-tree';

/**
 * Real files, but no fixed waits: each step waits for the event it causes (inotify delivers it at
 * once; the test timeout only bounds a watcher that never reports).
 */
describe('watchTree', () => {
  let root: string;
  let stop: () => void = () => undefined;
  let waiting: { file: string; resolve: () => void }[] = [];
  const seen = (file: string) => new Promise<void>((resolve) => waiting.push({ file, resolve }));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fenqi-watch-'));
    mkdirSync(join(root, 'sub'));
    writeFileSync(join(root, 'sub', 'f.json'), '1');
    waiting = [];
    stop = watchTree(root, (file) => {
      for (const wait of waiting.filter((w) => w.file === file)) wait.resolve();
      waiting = waiting.filter((w) => w.file !== file);
    });
  });
  afterEach(() => {
    stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps reporting a file after it was saved by renaming a new file over it', async () => {
    const renamed = seen('sub/f.json');
    writeFileSync(join(root, 'sub', 'f.json.tmp'), '2');
    renameSync(join(root, 'sub', 'f.json.tmp'), join(root, 'sub', 'f.json'));
    await renamed;
    // Node 20's recursive watcher reports nothing from here on.
    const written = seen('sub/f.json');
    writeFileSync(join(root, 'sub', 'f.json'), '3');
    await written;
  });

  it('watches a folder made after it started', async () => {
    const made = seen('new');
    mkdirSync(join(root, 'new'));
    await made;
    const written = seen('new/g.json');
    writeFileSync(join(root, 'new', 'g.json'), '{}');
    await written;
  });
});
