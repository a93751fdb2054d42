import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** What a copy of the uploaded files did. */
export interface FilesCopy {
  copied: number;
  /** Files listed but gone before they were copied (deleted meanwhile by the running server). */
  vanished: number;
}

/** Whether an error is "no such file" (a file deleted between listing and copying it). */
function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/**
 * Copies the uploaded files folder (DATA_DIR/files) to `to`, which must not exist yet, without
 * its `tmp/` (half-received uploads). Safe while the server runs: files are written once under
 * new names and renamed into place whole (storage/file-store.ts), so each is copied complete or
 * not at all.
 */
export async function copyUploadedFiles(from: string, to: string): Promise<FilesCopy> {
  const result: FilesCopy = { copied: 0, vanished: 0 };
  await mkdir(to, { recursive: false });
  if (!existsSync(from)) return result;
  const walk = async (source: string, target: string, top: boolean): Promise<void> => {
    for (const entry of await readdir(source, { withFileTypes: true })) {
      if (top && entry.name === 'tmp') continue;
      const [entryFrom, entryTo] = [join(source, entry.name), join(target, entry.name)];
      if (entry.isDirectory()) {
        await mkdir(entryTo);
        await walk(entryFrom, entryTo, false);
      } else if (entry.isFile()) {
        try {
          await copyFile(entryFrom, entryTo, constants.COPYFILE_EXCL);
          result.copied++;
        } catch (error) {
          if (!isMissing(error)) throw error;
          result.vanished++;
        }
      }
    }
  };
  await walk(from, to, true);
  return result;
}
