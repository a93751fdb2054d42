import { join } from 'node:path';
import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { loadSchemaFiles, SCHEMAS_DIR, readJson } from '../../validation/schema-files';

/** The member-info form (schemas/memberInfo.json): the one list of the record's editable fields. */
export const MEMBER_INFO_SCHEMA_ID = `${SCHEMA_BASE_URI}memberInfo.json`;

const form = readJson(join(SCHEMAS_DIR, 'memberInfo.json')) as SchemaNode;

/** Form fields kept in members columns (login, mail and the applications read them); the rest is profile_json. */
export const COLUMN_FIELDS = {
  memName: 'name',
  memGender: 'gender',
  memBirthDay: 'birth_date',
  email: 'email',
  cellPhone: 'cell_phone',
} as const;

/** Every field of the form, so a field an analyst adds to the schema is stored too. */
export const FORM_FIELDS: readonly string[] = Object.keys(form.properties ?? {});

/**
 * The fields stored in profile_json under the memberInfo form this server validates with (a
 * development server reloads it when an analyst edits the form): every field not in a column.
 */
export function profileFieldsOf(memberInfoForm: SchemaNode | undefined): readonly string[] {
  return Object.keys(memberInfoForm?.properties ?? form.properties ?? {}).filter(
    (key) => !(key in COLUMN_FIELDS),
  );
}

/** A node's JSON types without null, sorted: a `$ref` to a shared part answers the part's type. */
function typesOf(node: SchemaNode, files: ReadonlyMap<string, SchemaNode>): string {
  const target =
    typeof node.$ref === 'string' ? files.get(new URL(node.$ref, SCHEMA_BASE_URI).href) : undefined;
  const type = node.type ?? target?.type;
  const types = Array.isArray(type) ? type : type ? [type] : [];
  return types
    .filter((name) => name !== 'null')
    .sort()
    .join('|');
}

function mismatches(
  formNode: SchemaNode,
  replyNode: SchemaNode,
  path: string,
  files: ReadonlyMap<string, SchemaNode>,
): string[] {
  const problems: string[] = [];
  for (const [key, child] of Object.entries(formNode.properties ?? {})) {
    const declared = replyNode.properties?.[key];
    const at = `${path}/${key}`;
    if (!isSchemaNode(declared)) problems.push(`${at} is not declared`);
    else if (typesOf(child, files) !== typesOf(declared, files))
      problems.push(
        `${at} is ${typesOf(declared, files)} in the reply, ${typesOf(child, files)} in the form`,
      );
    else problems.push(...mismatches(child, declared, at, files));
  }
  return problems;
}

/**
 * Checks that the member-record reply (schemas/api/replies/member-record.json) declares every
 * field of the memberInfo form, nested ones included, with the form's type: a field an analyst
 * adds to the form is stored at once, and would otherwise be dropped from GET /members/basic-info
 * without a word. Throws, naming each field, when it does not.
 */
export function assertRecordDeclaresForm(reply: SchemaNode): void {
  const problems = mismatches(form, reply, '', loadSchemaFiles());
  if (problems.length > 0)
    throw new Error(
      `schemas/api/replies/member-record.json does not match the memberInfo form: ${problems.join('; ')}`,
    );
}
