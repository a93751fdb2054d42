import { pathOfId, type LintProject } from '../project';
import { childPointer } from '../../validation/json-pointer';
import { refTarget, resolveRef, walkSchema } from '../schema-nodes';
import type { Finding } from '../types';

/** `schema-ref`: every `$ref` resolves to a schema file and, after `#`, to a node in it. */
export function brokenRefs(project: LintProject): Finding[] {
  const findings: Finding[] = [];
  for (const file of project.schemas.values()) {
    for (const at of walkSchema(file)) {
      const ref = at.node.$ref;
      if (ref === undefined) continue;
      const pointer = childPointer(at.pointer, '$ref');
      if (typeof ref === 'string' && resolveRef(project, file, ref)) continue;
      const target = typeof ref === 'string' ? refTarget(file, ref) : undefined;
      const targetPath = target && pathOfId(target.id);
      const message = !target
        ? `$ref ${JSON.stringify(ref)} 不是有效的參照`
        : !project.schemas.has(target.id)
          ? `$ref ${JSON.stringify(ref)} 指向的檔案 ${targetPath} 不存在（拼錯了嗎？）`
          : `$ref ${JSON.stringify(ref)} 在 ${targetPath} 中找不到 #${target.pointer}`;
      findings.push({ rule: 'schema-ref', file: file.path, pointer, message });
    }
  }
  return findings;
}

/** The schema files a file refers to, directly or through others (by `$id`). */
export function referredFiles(project: LintProject, id: string, seen = new Set<string>()): Set<string> {
  const file = project.schemas.get(id);
  if (!file || seen.has(id)) return seen;
  seen.add(id);
  for (const at of walkSchema(file)) {
    const target = typeof at.node.$ref === 'string' ? refTarget(file, at.node.$ref) : undefined;
    if (target) referredFiles(project, target.id, seen);
  }
  return seen;
}
