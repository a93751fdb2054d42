import type { Kysely } from 'kysely';
import type { SchemaNode } from '../../validation/json-schema';
import { formRevisionOf } from '../../validation/form-revision';
import { formSchemaId } from '../../validation/schema-files';
import type { Database } from '../db/schema';

/** The forms of the commodity wizard, by step: the revisions a commodity draft and case record. */
export const WIZARD_FORMS = [
  'commodityIdentity',
  'commodityPlan',
  'commodityApplicant',
  'commodityProduct',
] as const;

/**
 * The revision of every form schema this server validates with (filled once the schema files are
 * registered), and the archive of earlier revisions in `form_schema_revisions`.
 */
export class FormRevisionBook {
  private readonly schemas = new Map<string, SchemaNode>();
  private readonly revisions = new Map<string, string>();

  /** Takes the registered, bundled form schemas (plugins/schemas.ts) and computes their revisions. */
  load(registered: ReadonlyMap<string, SchemaNode>, forms: readonly string[]): void {
    for (const form of forms) {
      const schema = registered.get(formSchemaId(form));
      if (!schema) continue;
      this.schemas.set(form, schema);
      this.revisions.set(form, formRevisionOf(schema));
    }
  }

  /** The current revision of each of `forms`. */
  currentOf(forms: readonly string[]): Record<string, string> {
    return Object.fromEntries(
      forms.flatMap((form) => {
        const revision = this.revisions.get(form);
        return revision ? [[form, revision]] : [];
      }),
    );
  }

  /** The current bundled schema of a form. */
  schemaOf(form: string): SchemaNode | undefined {
    return this.schemas.get(form);
  }

  /** Keeps the current revisions in the archive (once per form and revision; safe on several servers). */
  async archive(db: Kysely<Database>, now: Date): Promise<void> {
    for (const [form, revision] of this.revisions) {
      await db
        .insertInto('form_schema_revisions')
        .values({
          form,
          revision,
          schema_json: JSON.stringify(this.schemas.get(form)),
          recorded_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['form', 'revision']).doNothing())
        .execute();
    }
  }

  /** A form's schema at an earlier revision, if this database ever served it. */
  async schemaAt(db: Kysely<Database>, form: string, revision: string): Promise<SchemaNode | null> {
    const row = await db
      .selectFrom('form_schema_revisions')
      .select('schema_json')
      .where('form', '=', form)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return row ? (JSON.parse(row.schema_json) as SchemaNode) : null;
  }
}

/** Draft data stamped with the current wizard revisions when the client did not name its own. */
export function withFormRevisions<T extends { formRevisions?: Record<string, string> }>(
  book: FormRevisionBook,
  data: T,
): T {
  return data.formRevisions ? data : { ...data, formRevisions: book.currentOf(WIZARD_FORMS) };
}
