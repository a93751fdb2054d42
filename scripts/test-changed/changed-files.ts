/**
 * Which files a change touches, for `npm run test:changed`: the command line, and the changed
 * files against a base (committed since the merge base, uncommitted and untracked).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm run test:changed -- …` was asked to do. */
export interface ChangedArgs {
  /** The ref to compare with; undefined: the merge base with origin/main, else main. */
  base?: string;
  dryRun: boolean;
  all: boolean;
  help: boolean;
}

export const USAGE = `npm run test:changed [-- --base <ref>] [--dry-run] [--all]
  --base <ref>  compare with <ref> (default: git merge-base HEAD origin/main, else main)
  --dry-run     print the plan (changed files, jest tests, e2e files and why), run nothing
  --all         when shared infrastructure changed, run the full npm test instead of stopping`;

/** Reads the command line; throws on an unknown option. */
export function parseArgs(argv: readonly string[]): ChangedArgs {
  const args: ChangedArgs = { dryRun: false, all: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--all') args.all = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--base') {
      const ref = argv[i + 1];
      if (!ref || ref.startsWith('--')) throw new Error('--base needs a ref');
      args.base = ref;
      i += 1;
    } else if (arg.startsWith('--base=')) args.base = arg.slice('--base='.length);
    else throw new Error(`unknown option ${arg}`);
  }
  return args;
}

/**
 * The changed paths: git's diff against the base (committed and uncommitted, deletions included)
 * and the untracked files, without repeats and in order. A path that is not a file on disk and not
 * in the diff (the node_modules link of a worktree) is left out.
 */
export function mergeChangedLists(
  diffed: readonly string[],
  untracked: readonly string[],
  isFile: (path: string) => boolean,
): string[] {
  const all = new Set(diffed.filter(Boolean));
  for (const path of untracked) if (path && isFile(path)) all.add(path);
  return [...all].sort();
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function lines(text: string): string[] {
  return text.split('\n').filter(Boolean);
}

/** The default base: the merge base with origin/main when that remote exists, else with main. */
export function defaultBase(root: string): { ref: string; label: string } {
  for (const branch of ['origin/main', 'main']) {
    try {
      const ref = git(root, ['merge-base', 'HEAD', branch]).trim();
      if (ref) return { ref, label: `git merge-base HEAD ${branch} (${ref.slice(0, 10)})` };
    } catch {
      // No such branch here: try the next.
    }
  }
  throw new Error('no origin/main or main to compare with: name one with --base <ref>');
}

/** The files changed against `base`, with the working tree's uncommitted and untracked files. */
export function listChangedFiles(root: string, base: string): string[] {
  const diffed = lines(git(root, ['diff', '--name-only', '--no-renames', base, '--']));
  const untracked = lines(git(root, ['ls-files', '--others', '--exclude-standard']));
  return mergeChangedLists(diffed, untracked, (path) => {
    try {
      return statSync(join(root, path)).isFile();
    } catch {
      return false;
    }
  });
}
