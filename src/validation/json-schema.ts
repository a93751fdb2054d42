/** A JSON Schema node as Fenqi's schema files write it (draft-07 plus the Fenqi keywords). */
export interface SchemaNode {
  $id?: string;
  $ref?: string;
  title?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode | SchemaNode[];
  definitions?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
  dependencies?: Record<string, SchemaNode | string[]>;
  errorMessage?: unknown;
  [keyword: string]: unknown;
}

/** True for a plain JSON object (a schema node, not an array or a primitive). */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
