import type { ApiExample } from '../contract/api-examples';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';
import { HTTP_METHODS, routeUrlOf } from './openapi-operations';

/** A parameter of an operation, as far as examples concern it. */
interface Parameter {
  name: string;
  in: string;
  schema?: SchemaNode;
  [key: string]: unknown;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Record<string, unknown>> };
  responses?: Record<string, { content?: Record<string, Record<string, unknown>> }>;
  [key: string]: unknown;
}

type Components = Record<string, unknown>;

/** A parameter's schema with a `$ref` to a component followed. */
function resolved(schema: SchemaNode | undefined, components: Components): SchemaNode | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  const target = name === undefined ? undefined : components[name];
  return isSchemaNode(target) ? target : schema;
}

/** A parameter's recorded text as the value its schema types (a path or query value is text on the wire). */
function typedValue(text: string, schema: SchemaNode | undefined): unknown {
  const types = [schema?.type ?? []].flat();
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function withMediaExample(
  content: Record<string, Record<string, unknown>> | undefined,
  value: unknown,
): Record<string, Record<string, unknown>> | undefined {
  const json = content?.['application/json'];
  if (!content || !json || value === undefined) return content;
  return { ...content, 'application/json': { ...json, example: value } };
}

function exampleOperation(operation: Operation, example: ApiExample, components: Components): Operation {
  const { params = {}, query = {}, body } = example.request;
  const parameters = operation.parameters?.map((parameter) => {
    const text =
      parameter.in === 'path'
        ? params[parameter.name]
        : parameter.in === 'query'
          ? query[parameter.name]
          : undefined;
    if (text === undefined) return parameter;
    return { ...parameter, example: typedValue(text, resolved(parameter.schema, components)) };
  });
  const status = String(example.status);
  const response = operation.responses?.[status];
  return {
    ...operation,
    ...(parameters ? { parameters } : {}),
    ...(operation.requestBody
      ? {
          requestBody: {
            ...operation.requestBody,
            content: withMediaExample(operation.requestBody.content, body),
          },
        }
      : {}),
    ...(response
      ? {
          responses: {
            ...operation.responses,
            [status]: { ...response, content: withMediaExample(response.content, example.reply) },
          },
        }
      : {}),
  };
}

/**
 * The document with the contract test's real calls (docs/api-examples.json) as examples: each
 * operation that was called shows the values of its path and query parameters, its JSON request
 * body and the JSON reply it got, so the viewer's "Try it out" starts from a call that worked.
 */
export function withExamples<T>(document: T, examples: Readonly<Record<string, ApiExample>>): T {
  const source = document as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Components };
  };
  const components = source.components?.schemas ?? {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(source.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        const example = examples[`${method.toUpperCase()} ${routeUrlOf(path)}`];
        if (!HTTP_METHODS.has(method) || !example || !isSchemaNode(operation)) return [method, operation];
        return [method, exampleOperation(operation as Operation, example, components)];
      }),
    );
  }
  return { ...document, paths };
}
