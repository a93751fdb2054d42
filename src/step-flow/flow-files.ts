import type { ClientFile } from '../api/v2/types/common';
import { filesOf } from './flow-definition';

/*
 * The run's stored files by the flow's declared rule (FlowFiles). The reducer reads the rule from
 * the registry: a definition is static data, so the result depends only on the state and action.
 */

/** The files once `loaded` came: the ones it lists, else those known. */
export function filesOnLoad(flow: string, files: ClientFile[], loaded: unknown): ClientFile[] {
  return filesOf(flow)?.of(loaded) ?? files;
}

/** The files once `file` was stored (the flow's rule, else added once). */
export function filesOnStore(
  flow: string,
  files: ClientFile[],
  file: ClientFile,
  loaded: unknown,
): ClientFile[] {
  const stored = filesOf(flow)?.stored;
  return stored ? stored(files, file, loaded) : [...files.filter((f) => f.id !== file.id), file];
}
