import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  schemaReferenceOf,
  withSchemaReference,
  type FormFileKind,
} from '../../meta-schemas/schema-reference';
import { ApiError } from '../api-error';
import { checkStudioFile } from './studio-file-checks';

/** The folders the studio may write, relative to the repository root. */
export const STUDIO_FOLDERS = ['schemas', 'uischemas', 'fixtures'] as const;

/** One file as the studio edits it: its path from the repository root and its text as on disk. */
export interface StudioFile {
  path: string;
  content: string;
}

/** Formats JSON text in the repository's style (prettier with the repository's settings). */
export type JsonFormatter = (text: string, path: string) => Promise<string>;

const pathRefused = (path: string) =>
  new ApiError(403, 'studio.403', `只能編輯 schemas/、uischemas/、fixtures/ 內的 .json 檔：${path}`);

/**
 * The files of the form studio: reads and writes `schemas/`, `uischemas/` and
 * `fixtures/` under the repository root, and nothing else. A write is checked first (valid JSON,
 * the right shape for its folder, a schema that compiles), formatted in the repository's style,
 * then written to a temporary file beside the target and renamed over it, so a reader never sees
 * half a file.
 */
export class StudioFiles {
  constructor(
    private readonly root: string,
    private readonly format: JsonFormatter,
  ) {}

  /** The absolute path of a studio path, refused unless it is a .json file inside the studio folders. */
  resolve(path: string): string {
    const parts = path.split('/');
    const confined =
      path.endsWith('.json') &&
      STUDIO_FOLDERS.some((folder) => parts[0] === folder) &&
      parts.length >= 2 &&
      parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.startsWith('.')) &&
      /^[A-Za-z0-9._/-]+$/.test(path);
    if (!confined) throw pathRefused(path);
    const absolute = join(this.root, ...parts);
    // A folder on the way that links out of the repository is refused too.
    const folder = realpathSync(this.existingAncestor(dirname(absolute)));
    const top = realpathSync(join(this.root, parts[0]));
    if (folder !== top && !folder.startsWith(`${top}${sep}`)) throw pathRefused(path);
    return absolute;
  }

  private existingAncestor(dir: string): string {
    let current = dir;
    while (!existsSync(current)) current = dirname(current);
    return current;
  }

  /** A file's text, or 404. */
  read(path: string): StudioFile {
    const absolute = this.resolve(path);
    if (!existsSync(absolute)) throw new ApiError(404, '404', `查無檔案：${path}`);
    return { path, content: readFileSync(absolute, 'utf8') };
  }

  /** The JSON files directly inside a studio folder (`fixtures/login`), sorted; none when it is missing. */
  list(folder: string): string[] {
    const absolute = this.resolve(`${folder}/x.json`).slice(0, -'/x.json'.length);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${folder}/${name}`);
  }

  /** The text a write would leave on disk: checked and formatted, not written. */
  async prepare(file: StudioFile): Promise<StudioFile> {
    const absolute = this.resolve(file.path);
    let value: unknown;
    try {
      value = JSON.parse(file.content);
    } catch (error) {
      throw new ApiError(422, '422', `不是有效的 JSON：${(error as Error).message}`);
    }
    const problem = checkStudioFile(file.path, value, this.root);
    if (problem) throw new ApiError(422, '422', problem);
    // A uiSchema or fixture names its meta-schema, so the editor checks it (editor/meta-schemas).
    const kind: FormFileKind = file.path.startsWith('schemas/')
      ? 'schema'
      : file.path.startsWith('uischemas/')
        ? 'uiSchema'
        : 'fixture';
    const reference = schemaReferenceOf({ path: file.path, kind });
    const text = reference ? withSchemaReference(file.content, reference) : file.content;
    return {
      path: relative(this.root, absolute).split(sep).join('/'),
      content: await this.format(text, file.path),
    };
  }

  /** Checks, formats and writes a file whole (a temporary file renamed over the target). */
  async write(file: StudioFile): Promise<StudioFile> {
    const prepared = await this.prepare(file);
    const absolute = this.resolve(prepared.path);
    if (!existsSync(dirname(absolute)))
      throw new ApiError(404, '404', `資料夾不存在：${dirname(prepared.path)}`);
    const temporary = `${absolute}.${process.pid}.${Date.now()}.tmp`;
    try {
      writeFileSync(temporary, prepared.content);
      renameSync(temporary, absolute);
    } finally {
      rmSync(temporary, { force: true });
    }
    return prepared;
  }
}
