import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REPO_ROOT, jsonFilesUnder } from '../validation/schema-files';
import type { LintFiles } from './types';

const LINTED_FOLDERS = ['schemas', 'uischemas', 'fixtures'];

/**
 * The files the lint reads as they are on disk (`schemas/`, `uischemas/`, `fixtures/`), by path
 * from `root`: the repository, or the folder the studio edits.
 */
export function readRepoLintFiles(root: string = REPO_ROOT): LintFiles {
  const paths = LINTED_FOLDERS.map((folder) => join(root, folder))
    .filter(existsSync)
    .flatMap(jsonFilesUnder);
  return new Map(
    paths.map((path) => [relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
  );
}
