/**
 * Bad requests generated from the OpenAPI document (`/api/docs/json`): for every operation with a
 * JSON body or query parameters, each way a client can get them wrong. A new route is covered by
 * being documented; nothing here names a route.
 */

/** What a generated request needs to reach a route's validation: which token, by scheme. */
export interface Credentials {
  /** A valid token for each security scheme of the document (`memberToken`, `commodityToken`…). */
  bySchemeName: Record<string, string>;
}

/** One request of the attack, and what it tries. */
export interface AttackRequest {
  route: string;
  attack: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  $ref?: string;
  allOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, OpenApiSchema>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

const ONE_MB = 'x'.repeat(1024 * 1024);
/** 2,000 levels of `{"a": …}`, as text (JSON.stringify would need the object first). */
const DEEP = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;

/** A value of a type other than the declared one. */
function wrongTypeFor(schema: OpenApiSchema | undefined): unknown {
  const types = [schema?.type ?? []].flat();
  if (types.includes('string')) return { not: 'a string' };
  if (types.includes('integer') || types.includes('number')) return 'not a number';
  if (types.includes('boolean')) return 'yes';
  if (types.includes('array')) return 'not a list';
  if (types.includes('object')) return ['not', 'an', 'object'];
  return { unexpected: true };
}

function resolve(document: OpenApiDocument, schema: OpenApiSchema | undefined, depth = 0): OpenApiSchema {
  if (!schema || depth > 10) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document, document.components.schemas[name], depth + 1);
  }
  const parts = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (parts.length === 0) return schema;
  const merged: OpenApiSchema = { ...schema, properties: { ...schema.properties } };
  for (const part of parts) {
    const resolved = resolve(document, part, depth + 1);
    Object.assign(merged.properties as object, resolved.properties);
    merged.type ??= resolved.type;
  }
  return merged;
}

/** A plausible value for a path parameter: the route is reached, the id may not exist. */
function pathValue(name: string): string {
  return /path|token|no$/i.test(name) ? 'abc123' : '1';
}

function fillPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValue(name)));
}

/** Headers and query carrying a valid token for the first security requirement that has one. */
function authFor(
  document: OpenApiDocument,
  operation: OpenApiOperation,
  credentials: Credentials,
): { headers: Record<string, string>; query: URLSearchParams } {
  const query = new URLSearchParams();
  for (const requirement of operation.security ?? []) {
    for (const scheme of Object.keys(requirement)) {
      const token = credentials.bySchemeName[scheme];
      const definition = document.components.securitySchemes[scheme];
      if (!token || !definition) continue;
      if (definition.type === 'apiKey' && definition.in === 'query' && definition.name) {
        query.set(definition.name, token);
        return { headers: {}, query };
      }
      return { headers: { authorization: `Bearer ${token}` }, query };
    }
  }
  return { headers: {}, query };
}

/** Every bad request for the document's operations. */
export function attackRequests(document: OpenApiDocument, credentials: Credentials): AttackRequest[] {
  const requests: AttackRequest[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${template}`;
      const auth = authFor(document, operation, credentials);
      const url = (extra?: URLSearchParams) => {
        const query = new URLSearchParams(auth.query);
        for (const [key, value] of extra ?? []) query.set(key, value);
        const text = query.toString();
        return `${fillPath(template)}${text ? `?${text}` : ''}`;
      };
      const add = (attack: string, request: Partial<AttackRequest>) =>
        requests.push({
          route,
          attack,
          method: method.toUpperCase(),
          path: url(),
          headers: { ...auth.headers },
          ...request,
        });

      const json = operation.requestBody?.content['application/json'];
      if (json) {
        const body = resolve(document, json.schema);
        const properties = Object.entries(body.properties ?? {});
        const jsonHeaders = { ...auth.headers, 'content-type': 'application/json' };
        const send = (attack: string, text: string, headers = jsonHeaders) =>
          add(attack, { headers, body: text });
        send('malformed JSON', '{"a": ');
        send('JSON of the wrong kind (a list)', '[1, 2, 3]');
        send('2,000-deep nesting', DEEP);
        send('__proto__ key', '{"__proto__": {"isAdmin": true}}');
        send('constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}');
        send('wrong content-type', '{}', { ...auth.headers, 'content-type': 'text/plain' });
        send('form-encoded body', 'a=1&b=2', {
          ...auth.headers,
          'content-type': 'application/x-www-form-urlencoded',
        });
        send('over 1 MB', JSON.stringify({ filler: ONE_MB }));
        if (properties.length > 0) {
          send(
            'every field of the wrong type',
            JSON.stringify(
              Object.fromEntries(
                properties.map(([name, schema]) => [name, wrongTypeFor(resolve(document, schema))]),
              ),
            ),
          );
        }
        for (const [name, schema] of properties.slice(0, 4)) {
          const types = [resolve(document, schema).type ?? []].flat();
          if (!types.includes('string')) continue;
          send(`${name}: a 1 MB string`, JSON.stringify({ [name]: 'y'.repeat(1024 * 1024 - 200) }));
          send(`${name}: a NUL character`, JSON.stringify({ [name]: 'a\u0000b' }));
          send(`${name}: a lone surrogate`, `{"${name}": "a\\ud800b"}`);
        }
      }
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
        if (parameter.name === 'access_token') continue;
        const type = resolve(document, parameter.schema).type;
        if ([type ?? []].flat().some((t) => t === 'integer' || t === 'number' || t === 'boolean')) {
          add(`query ${parameter.name}: wrong type`, {
            path: url(new URLSearchParams({ [parameter.name]: 'not-a-number' })),
          });
        }
        add(`query ${parameter.name}: a 1 MB value`, {
          path: url(new URLSearchParams({ [parameter.name]: ONE_MB })),
        });
        add(`query ${parameter.name}: a NUL character`, {
          path: url(new URLSearchParams({ [parameter.name]: 'a\u0000b' })),
        });
        add(`query ${parameter.name}: a lone surrogate`, {
          path: `${url()}${url().includes('?') ? '&' : '?'}${parameter.name}=%ED%A0%80`,
        });
      }
    }
  }
  return requests;
}
