import type { LintProject } from '../project';
import { refTarget, walkSchema } from '../schema-nodes';
import type { Finding } from '../types';

/** `unused-def`: every file of `schemas/defs/` is referred to (`$ref`) by some other schema file. */
export function unusedDefs(project: LintProject): Finding[] {
  const used = new Set<string>();
  for (const file of project.schemas.values()) {
    for (const at of walkSchema(file)) {
      const target = typeof at.node.$ref === 'string' ? refTarget(file, at.node.$ref) : undefined;
      if (target && target.id !== file.id) used.add(target.id);
    }
  }
  return [...project.schemas.values()]
    .filter((file) => file.path.startsWith('schemas/defs/') && !used.has(file.id))
    .map((file) => ({
      rule: 'unused-def' as const,
      file: file.path,
      pointer: '',
      message: `沒有任何 schema 用 $ref 參照這個共用定義：請刪除它，或在表單中以 "$ref": "${file.path.replace(/^schemas\//, '')}" 使用`,
    }));
}
