import type { StudioFile, StudioForm } from '../../../.generated/api-replies';
import type { StudioEdit } from './studio-api';

/** A file's name without its folder. */
export const fileName = (path: string) => path.split('/').pop() ?? path;

/** The form's files as loaded, and the studio's edit of them. */
export interface StudioFiles {
  disk: ReadonlyMap<string, string>;
  edit: StudioEdit;
}

/** The files of a form as the server read them, the edit starting equal to the disk. */
export function filesOf(form: StudioForm): StudioFiles {
  const all = [form.schema, ...(form.uiSchema ? [form.uiSchema] : []), ...form.fixtures];
  return {
    disk: new Map(all.map((file) => [file.path, file.content])),
    edit: {
      form: form.name,
      schema: form.schema.content,
      uiSchema: form.uiSchema?.content ?? null,
      fixtures: form.fixtures,
    },
  };
}

/** The files of an edit that differ from the disk (new ones included). */
export function changedFiles({ disk, edit }: StudioFiles): { file: StudioFile; onDisk: string | null }[] {
  const files: StudioFile[] = [
    { path: `schemas/${edit.form}.json`, content: edit.schema },
    ...(edit.uiSchema === null ? [] : [{ path: `uischemas/${edit.form}.json`, content: edit.uiSchema }]),
    ...edit.fixtures,
  ];
  return files
    .filter((file) => disk.get(file.path) !== file.content)
    .map((file) => ({ file, onDisk: disk.get(file.path) ?? null }));
}

/** The files after a save: the disk holds what was saved, and the edit takes the server's formatting. */
export function afterSave({ disk, edit }: StudioFiles, saved: readonly StudioFile[]): StudioFiles {
  const nextDisk = new Map(disk);
  for (const file of saved) nextDisk.set(file.path, file.content);
  const formatted = (path: string, text: string) => saved.find((s) => s.path === path)?.content ?? text;
  return {
    disk: nextDisk,
    edit: {
      ...edit,
      schema: formatted(`schemas/${edit.form}.json`, edit.schema),
      uiSchema: edit.uiSchema === null ? null : formatted(`uischemas/${edit.form}.json`, edit.uiSchema),
      fixtures: edit.fixtures.map((file) => ({ ...file, content: formatted(file.path, file.content) })),
    },
  };
}
