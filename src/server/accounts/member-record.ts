import { join } from 'node:path';
import type { SchemaNode } from '../../validation/json-schema';
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

/** Every field of the form, so a field an analyst adds to the schema is stored and answered too. */
export const FORM_FIELDS: readonly string[] = Object.keys(form.properties ?? {});

/** The fields stored in profile_json. */
export const PROFILE_FIELDS: readonly string[] = FORM_FIELDS.filter((key) => !(key in COLUMN_FIELDS));

/**
 * A serializer-friendly copy of a form field's schema: type, title and nested properties only
 * (Fenqi's rule keywords mean nothing to the response serializer), with `$ref`s to shared parts
 * resolved for their type.
 */
function replyShape(node: SchemaNode, files: Map<string, SchemaNode>): SchemaNode {
  const target =
    typeof node.$ref === 'string' ? files.get(new URL(node.$ref, SCHEMA_BASE_URI).href) : undefined;
  const type = (node.type ?? target?.type) as SchemaNode['type'];
  const shape: SchemaNode = { type, title: node.title };
  if (node.properties) {
    shape.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, replyShape(child as SchemaNode, files)]),
    );
  }
  return shape;
}

/** The response schema of GET /members/basic-info: the form's fields plus the read-only ones. */
export function memberRecordSchema(): SchemaNode {
  const files = loadSchemaFiles();
  const fields = Object.fromEntries(
    FORM_FIELDS.map((key) => [key, replyShape((form.properties ?? {})[key] as SchemaNode, files)]),
  );
  const nullable = (key: string) => ({ ...fields[key], type: [fields[key].type, 'null'] }) as SchemaNode;
  return {
    type: 'object',
    properties: {
      memIdNum: { type: 'string', title: '身分證字號' },
      ...fields,
      ...Object.fromEntries(Object.keys(COLUMN_FIELDS).map((key) => [key, nullable(key)])),
      isEmailVerified: { type: 'boolean', title: '電子信箱已驗證' },
      isLineLinked: { type: 'boolean', title: '已綁定 LINE' },
    },
  };
}
