import { isSchemaNode } from '../../validation/json-schema';
import type { LintProject } from '../project';
import { itemDeclarations, propertyDeclarations, refChain, type Located } from '../schema-nodes';
import type { Finding } from '../types';

/** A zh-TW title has at least one Han character. */
const HAN = /\p{Script=Han}/u;

/**
 * Titles zh-TW users read as they are, with no Han character: the spec's own label for the LINE
 * ID field (「LINE 帳號」 would name the LINE login link the app already has).
 */
const ZH_TW_AS_IS = new Set(['LINE ID']);

function isZhTwTitle(title: unknown): boolean {
  return typeof title === 'string' && (HAN.test(title) || ZH_TW_AS_IS.has(title));
}

/** The title RJSF shows for a field: the first one from its use site through its `$ref` targets. */
function titleOf(project: LintProject, declarations: Located[]): unknown {
  for (const at of declarations.flatMap((declaration) => refChain(project, declaration))) {
    if (at.node.title !== undefined) return at.node.title;
  }
  return undefined;
}

/** The documented exemption: a field the uiSchema hides (`ui:widget: "hidden"`) is never shown, so needs no title. */
function isHidden(ui: unknown): boolean {
  if (!isSchemaNode(ui)) return false;
  const options = isSchemaNode(ui['ui:options']) ? ui['ui:options'] : {};
  return ui['ui:widget'] === 'hidden' || options.widget === 'hidden';
}

/**
 * `field-title`: every field of a form — each property of the form's object, of its nested
 * objects and array items, of the branches RJSF merges in (allOf, anyOf, oneOf, then, else,
 * dependencies) and of the `schemas/defs/` parts it refers to — has a title with Chinese text,
 * at the use site or in the part. Messages name fields by that title.
 */
export function fieldTitles(project: LintProject): Finding[] {
  const findings = new Map<string, Finding>();
  const visit = (form: string, declarations: Located[], ui: unknown, dataPath: string, seen: Set<string>) => {
    for (const [name, fieldDeclarations] of propertyDeclarations(project, declarations)) {
      const fieldUi = isSchemaNode(ui) ? ui[name] : undefined;
      if (isHidden(fieldUi)) continue;
      const fieldPath = `${dataPath}/${name}`;
      const title = titleOf(project, fieldDeclarations);
      const at = fieldDeclarations[0];
      if (!isZhTwTitle(title) && !findings.has(`${at.file.path}#${at.pointer}`)) {
        findings.set(`${at.file.path}#${at.pointer}`, {
          rule: 'field-title',
          file: at.file.path,
          pointer: at.pointer,
          message:
            title === undefined
              ? `欄位 ${fieldPath}（表單 ${form}）沒有 "title"：請加上中文標題，錯誤訊息用它稱呼這個欄位`
              : `欄位 ${fieldPath}（表單 ${form}）的標題 ${JSON.stringify(title)} 沒有中文：請改成中文標題`,
        });
      }
      const key = fieldDeclarations.map((d) => `${d.file.id}#${d.pointer}`).join('|');
      if (seen.has(key)) continue; // a schema that contains itself
      const inner = new Set(seen).add(key);
      visit(form, fieldDeclarations, fieldUi, fieldPath, inner);
      const items = itemDeclarations(project, fieldDeclarations);
      if (items.length > 0)
        visit(form, items, isSchemaNode(fieldUi) ? fieldUi.items : undefined, `${fieldPath}/0`, inner);
    }
  };
  for (const [form, file] of project.forms) {
    visit(
      form,
      [{ file, pointer: '', node: file.schema }],
      project.uiSchemas.get(form)?.content,
      '',
      new Set(),
    );
  }
  return [...findings.values()];
}
