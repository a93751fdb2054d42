import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative, sep } from 'node:path';

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Watches a folder and every folder below it, one non-recursive watcher per folder, including
 * folders made later. Node 20's `watch(dir, {recursive: true})` on Linux loses a file once it is
 * saved by renaming a new file over it (vim, `sed -i`, editors' atomic saves): its later changes
 * go unreported. A folder's own watcher keeps seeing them. `onChange` gets the changed path
 * relative to `root`, `/`-separated (the folder's own path when the system names no file).
 * Returns what stops watching.
 */
export function watchTree(root: string, onChange: (file: string | undefined) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const toRelative = (path: string) => relative(root, path).split(sep).join('/') || undefined;

  const forget = (path: string) => {
    for (const [dir, watcher] of watchers) {
      if (dir === path || dir.startsWith(path + sep)) {
        watcher.close();
        watchers.delete(dir);
      }
    }
  };

  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        const path = name ? join(dir, String(name)) : dir;
        if (isDirectory(path)) addTree(path);
        else if (!existsSync(path)) forget(path);
        onChange(toRelative(path));
      });
    } catch {
      return; // gone before it could be watched
    }
    watcher.on('error', () => forget(dir));
    watchers.set(dir, watcher);
  };

  const addTree = (dir: string) => {
    add(dir);
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return; // gone meanwhile
    }
    for (const entry of entries) {
      if (isDirectory(join(dir, entry))) addTree(join(dir, entry));
    }
  };

  addTree(root);
  return () => forget(root);
}
