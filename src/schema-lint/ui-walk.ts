import { isSchemaNode } from '../validation/json-schema';
import { childPointer } from '../validation/json-pointer';
import type { LintProject } from './project';
import { expand, itemDeclarations, propertyDeclarations, type Located } from './schema-nodes';

/** One object of a uiSchema, beside the schema declarations of the value it describes. */
export interface UiNode {
  form: string;
  file: string;
  pointer: string;
  ui: Record<string, unknown>;
  declarations: Located[];
}

/** `items` and `additionalProperties` are uiSchema keys for the array's items and the extra properties. */
function specialChild(project: LintProject, declarations: Located[], key: string): Located[] {
  if (key === 'items') return itemDeclarations(project, declarations);
  if (key !== 'additionalProperties') return [];
  return expand(project, declarations).flatMap((at) =>
    isSchemaNode(at.node.additionalProperties)
      ? [{ file: at.file, node: at.node.additionalProperties, pointer: childPointer(at.pointer, key) }]
      : [],
  );
}

/**
 * The schema declarations a uiSchema key stands for at this level: a property of the object, the
 * array's `items`, or `additionalProperties`; undefined for a key the schema does not have.
 */
export function uiChildDeclarations(
  project: LintProject,
  declarations: Located[],
  key: string,
): Located[] | undefined {
  const property = propertyDeclarations(project, declarations).get(key);
  if (property) return property;
  const special = specialChild(project, declarations, key);
  return special.length > 0 ? special : undefined;
}

/** Every object of each form's uiSchema whose key the schema knows, the root first. */
export function* walkUiSchemas(project: LintProject): Generator<UiNode> {
  for (const [form, { path, content }] of project.uiSchemas) {
    const schema = project.forms.get(form);
    if (!schema || !isSchemaNode(content)) continue;
    const stack: UiNode[] = [
      {
        form,
        file: path,
        pointer: '',
        ui: content,
        declarations: [{ file: schema, pointer: '', node: schema.schema }],
      },
    ];
    while (stack.length > 0) {
      const at = stack.pop() as UiNode;
      yield at;
      // Reversed onto the stack, so the walk follows the file's order.
      for (const [key, value] of Object.entries(at.ui).reverse()) {
        if (key.startsWith('ui:') || !isSchemaNode(value)) continue;
        const declarations = uiChildDeclarations(project, at.declarations, key);
        if (declarations)
          stack.push({ form, file: path, pointer: childPointer(at.pointer, key), ui: value, declarations });
      }
    }
  }
}

/**
 * A uiSchema object's options: `ui:options` plus the `ui:<name>` shorthand RJSF also reads, each
 * with the pointer where it is written.
 */
export function uiOptions(at: UiNode): { name: string; value: unknown; pointer: string }[] {
  const options = isSchemaNode(at.ui['ui:options'])
    ? Object.entries(at.ui['ui:options']).map(([name, value]) => ({
        name,
        value,
        pointer: childPointer(at.pointer, 'ui:options', name),
      }))
    : [];
  const shorthand = Object.entries(at.ui)
    .filter(([key]) => key.startsWith('ui:') && key !== 'ui:options')
    .map(([key, value]) => ({ name: key.slice(3), value, pointer: childPointer(at.pointer, key) }));
  return [...options, ...shorthand];
}
