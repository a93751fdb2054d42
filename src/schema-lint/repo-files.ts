import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import {
  FIXTURES_DIR,
  REPO_ROOT,
  SCHEMAS_DIR,
  UISCHEMAS_DIR,
  jsonFilesUnder,
} from '../validation/schema-files';
import type { LintFiles } from './types';

/** The files the lint reads as they are on disk (`schemas/`, `uischemas/`, `fixtures/`), by repository path. */
export function readRepoLintFiles(): LintFiles {
  const paths = [SCHEMAS_DIR, UISCHEMAS_DIR, FIXTURES_DIR].filter(existsSync).flatMap(jsonFilesUnder);
  return new Map(
    paths.map((path) => [relative(REPO_ROOT, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
  );
}
