import { valueAtPointer } from '../../src/validation/json-pointer';
import type { SchemaNode } from '../../src/validation/json-schema';
import { formSchemaId, loadSchemaFiles } from '../../src/validation/schema-files';
import { formSendOf, type FormSend } from '../../src/validation/send/form-send';

/*
 * Holds a flow's code to its forms' `send` declarations, where the body is shaped in code (a body
 * written by hand): each declared field that was typed reaches its wire path, and the body holds
 * nothing that no field declares, so a field an analyst adds can only travel in formAnswers.
 */

const files = loadSchemaFiles();

/** The form's `send` as schemas/ declares it. */
export function declaredSend(form: string): FormSend {
  return formSendOf(files.get(formSchemaId(form)) as SchemaNode)!;
}

/** Every leaf of a body as a dotted path; arrays are leaves. */
export function bodyLeaves(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [at];
  return Object.entries(value).flatMap(([key, child]) => bodyLeaves(child, at ? `${at}.${key}` : key));
}

/** The value at a dotted wire path of a body. */
export function valueAtWire(body: unknown, wire: string): unknown {
  return wire
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], body);
}

/**
 * The declared fields of `form` typed in `data` whose wire path the body lacks (`skip` names the
 * wires the code leaves out on purpose in this case).
 */
export function missingWires(
  form: string,
  data: unknown,
  body: unknown,
  skip: (wire: string) => boolean = () => false,
): string[] {
  return Object.entries(declaredSend(form).fields)
    .filter(([pointer, { wire }]) => {
      const typed = valueAtPointer(data, pointer);
      return typed !== undefined && typed !== '' && !skip(wire) && valueAtWire(body, wire) === undefined;
    })
    .map(([pointer, { wire }]) => `${pointer} → ${wire}`);
}

/** The leaves of `body` no field of `forms` declares, beside the flow's own (`own`, prefixes). */
export function undeclaredLeaves(forms: readonly string[], body: unknown, own: readonly string[]): string[] {
  const declared = new Set(
    forms.flatMap((form) => Object.values(declaredSend(form).fields).map(({ wire }) => wire)),
  );
  return bodyLeaves(body).filter(
    (path) => !declared.has(path) && !own.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
}
