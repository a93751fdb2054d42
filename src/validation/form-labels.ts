/*
 * A form's words for a read-only recap: field titles come from the schema (its if/then branches
 * included) and option names from the uiSchema's ui:enumNames, so renaming a field is still an
 * edit of the form files only.
 */

interface SchemaNode {
  title?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  then?: SchemaNode;
  else?: SchemaNode;
}

type UiNode = { 'ui:enumNames'?: string[] } & { [key: string]: unknown };

function propertyMaps(node: SchemaNode | undefined): Record<string, SchemaNode>[] {
  if (!node) return [];
  return [
    ...(node.properties ? [node.properties] : []),
    ...(node.allOf ?? []).flatMap(propertyMaps),
    ...propertyMaps(node.then),
    ...propertyMaps(node.else),
  ];
}

function nodeAt(root: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  let nodes: SchemaNode[] = [root];
  for (const key of path) {
    nodes = nodes.flatMap((node) => propertyMaps(node).flatMap((map) => (map[key] ? [map[key]] : [])));
  }
  // The branch that gives a title or options (a `then` may only add `required`).
  return nodes.find((node) => node.title || node.enum) ?? nodes[0];
}

/** Titles and option names of one form, by field path (`firstContact/name`). */
export interface FormLabels {
  title: (path: string) => string;
  option: (path: string, value: unknown) => string;
}

/** The labels of a form from its schema and uiSchema (the JSON files themselves). */
export function formLabels(schema: unknown, uiSchema: unknown = {}): FormLabels {
  const root = schema as SchemaNode;
  return {
    title: (path) => nodeAt(root, path.split('/'))?.title ?? path,
    option: (path, value) => {
      const keys = path.split('/');
      const options = nodeAt(root, keys)?.enum ?? [];
      const ui = keys.reduce<UiNode | undefined>(
        (node, key) => node?.[key] as UiNode | undefined,
        uiSchema as UiNode,
      );
      const names = ui?.['ui:enumNames'];
      const index = options.indexOf(value);
      return names && index >= 0 && names[index] ? names[index] : String(value);
    },
  };
}
