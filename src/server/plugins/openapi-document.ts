import { isSchemaNode } from '../../validation/json-schema';

type Json = unknown;

/** The components of an OpenAPI document, as far as this pass reads them. */
interface OpenApiDocument {
  components?: { schemas?: Record<string, Json> };
  [key: string]: Json;
}

/** The name of a schema file's component in the document: its `$id` with only name-safe characters. */
export function componentName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * The OpenAPI document made self-contained. The schema files refer to each other by relative
 * `$ref` (`password.json`) and to their own bundled parts (`#/definitions/…`), resolved against
 * each file's `$id`; an integrator's tools (and OpenAPI validators) resolve refs within the
 * document only. So every ref is rewritten to the component that holds its target
 * (`#/components/schemas/<name>…`), and the `$id`/`$schema` of components dropped. `schemaIds`
 * are the registered schema files' ids (the plugin names each file's component after its id).
 */
export function selfContainedDocument<T extends OpenApiDocument>(
  document: T,
  schemaIds: Iterable<string>,
): T {
  const schemas = document.components?.schemas ?? {};
  const idOfName = new Map<string, string>();
  for (const id of schemaIds) idOfName.set(componentName(id), id);

  const pointerTo = (ref: string, ownName: string | undefined, baseId: string | undefined): string => {
    if (ref.startsWith('#/components/')) return ref;
    if (ref.startsWith('#')) return ownName ? `#/components/schemas/${ownName}${ref.slice(1)}` : ref;
    if (!baseId) return ref;
    const [target, fragment = ''] = new URL(ref, baseId).href.split('#');
    const name = componentName(target);
    if (!(name in schemas)) throw new Error(`OpenAPI: ${baseId} refers to ${ref}, which is no component`);
    return `#/components/schemas/${name}${fragment}`;
  };

  const rewrite = (
    node: Json,
    ownName: string | undefined,
    baseId: string | undefined,
    top: boolean,
  ): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, ownName, baseId, false));
    if (!isSchemaNode(node)) return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (top && (key === '$id' || key === '$schema')) continue;
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? pointerTo(value, ownName, baseId)
          : rewrite(value, ownName, baseId, false);
    }
    return out;
  };

  const components = document.components ?? {};
  const rewrittenSchemas = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const id = isSchemaNode(schema) && typeof schema.$id === 'string' ? schema.$id : idOfName.get(name);
      return [name, rewrite(schema, name, id, true)];
    }),
  );
  const { components: _components, ...rest } = document;
  const body = rewrite(rest, undefined, undefined, false) as Omit<T, 'components'>;
  return { ...body, components: { ...components, schemas: rewrittenSchemas } } as T;
}

/**
 * Where the OpenAPI document is kept in the repository (`npm run api-docs` writes it), so a change
 * to the wire contract shows in review as a diff of this file; a test fails when it is stale.
 */
export const API_DOCUMENT_FILE = 'docs/openapi.json';

/** The document as that file holds it. */
export function apiDocumentFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The component a local `$ref` points into (`#/components/schemas/<name>/…`), if any. */
function componentOf(ref: string): string | undefined {
  const prefix = '#/components/schemas/';
  return ref.startsWith(prefix) ? ref.slice(prefix.length).split('/')[0] : undefined;
}

/**
 * The document without the component schemas no operation reaches: every schema file is
 * registered (forms, shared parts), but only those an operation refers to, directly or through
 * other components, belong to the API's description (tools flag the others as unused).
 */
export function withoutUnusedComponents<T extends OpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isSchemaNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? componentOf(value) : undefined;
      if (name === undefined) visit(value);
      else if (!used.has(name) && name in schemas) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  const { components, ...rest } = document;
  visit(rest);
  visit({ ...components, schemas: {} });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
