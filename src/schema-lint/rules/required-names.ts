import { isSchemaNode } from '../../validation/json-schema';
import { childPointer } from '../../validation/json-pointer';
import type { LintProject } from '../project';
import {
  SAME_INSTANCE_KEYWORDS,
  expand,
  itemDeclarations,
  propertyDeclarations,
  walkSchema,
  type Located,
  type Walked,
} from '../schema-nodes';
import type { Finding } from '../types';

/** The object a node describes: itself, or the object above it when it is an allOf/if/then… branch of it. */
function objectOf(at: Walked): Walked {
  let current = at;
  while (current.parent && current.via && SAME_INSTANCE_KEYWORDS.has(current.via)) current = current.parent;
  return current;
}

/**
 * Every declaration of the value a node describes, within its file: a property is also declared by
 * the same property of sibling branches (`allOf: [{$ref}, {properties: {x: {required: […]}}}]`).
 */
function instanceDeclarations(project: LintProject, at: Walked): Located[] {
  const base = objectOf(at);
  const parent = base.parent;
  const name = base.pointer.split('/').pop() ?? '';
  if (parent && base.via === 'properties') {
    const property = propertyDeclarations(project, instanceDeclarations(project, parent)).get(
      name.replace(/~1/g, '/').replace(/~0/g, '~'),
    );
    if (property) return [base, ...property];
  }
  if (parent && base.via === 'items' && isSchemaNode(parent.node.items))
    return [base, ...itemDeclarations(project, instanceDeclarations(project, parent))];
  return [base];
}

/** Names the object may have: its properties, in every declaration, branch and `$ref` target, and the node's own. */
function knownNames(project: LintProject, at: Walked): { names: Set<string>; patterns: RegExp[] } {
  const declarations = [...instanceDeclarations(project, at), at];
  const names = new Set(propertyDeclarations(project, declarations).keys());
  const patterns = expand(project, declarations).flatMap((d) =>
    isSchemaNode(d.node.patternProperties)
      ? Object.keys(d.node.patternProperties).flatMap((source) => {
          try {
            return [new RegExp(source, 'u')];
          } catch {
            return [];
          }
        })
      : [],
  );
  return { names, patterns };
}

/** `required-unknown`: each name in a `required` list is a property of the same object (any schema file). */
export function unknownRequiredNames(project: LintProject): Finding[] {
  const findings: Finding[] = [];
  for (const file of project.schemas.values()) {
    for (const at of walkSchema(file)) {
      const required = at.node.required;
      if (!Array.isArray(required)) continue;
      const { names, patterns } = knownNames(project, at);
      required.forEach((name, index) => {
        if (typeof name === 'string' && (names.has(name) || patterns.some((p) => p.test(name)))) return;
        findings.push({
          rule: 'required-unknown',
          file: file.path,
          pointer: childPointer(at.pointer, 'required', index),
          message: `必填清單（required）中的 ${JSON.stringify(name)} 不是這個物件的欄位（拼錯了，或欄位已改名／刪除）`,
        });
      });
    }
  }
  return findings;
}
