import { isSchemaNode } from '../../validation/json-schema';
import { childPointer } from '../../validation/json-pointer';
import type { LintProject } from '../project';
import { mergedNode, propertyDeclarations } from '../schema-nodes';
import type { Finding, LintContext } from '../types';
import { uiChildDeclarations, walkUiSchemas, type UiNode } from '../ui-walk';

/** `ui-key`: every key of a uiSchema is a property of the form at that level (or `items`, `additionalProperties`). */
function unknownKeys(project: LintProject, at: UiNode): Finding[] {
  return Object.keys(at.ui)
    .filter((key) => !key.startsWith('ui:') && !(key === '$schema' && at.pointer === ''))
    .filter((key) => !uiChildDeclarations(project, at.declarations, key))
    .map((key) => ({
      rule: 'ui-key',
      file: at.file,
      pointer: childPointer(at.pointer, key),
      message: `uiSchema 的「${key}」不是表單 ${at.form} 在 ${at.pointer || '/'} 的欄位（拼錯了，或欄位已改名／刪除）`,
    }));
}

/**
 * `ui-order`: each `ui:order` entry but `*` names a property at that level (RJSF drops the others
 * silently), no entry twice, and without `*` every property is listed (RJSF throws when it renders).
 */
function orderMistakes(project: LintProject, at: UiNode): Finding[] {
  const order = at.ui['ui:order'];
  if (!Array.isArray(order)) return [];
  const properties = [...propertyDeclarations(project, at.declarations).keys()];
  const orderPointer = childPointer(at.pointer, 'ui:order');
  const findings: Finding[] = [];
  order.forEach((entry, index) => {
    const pointer = childPointer(orderPointer, index);
    const add = (message: string) => findings.push({ rule: 'ui-order', file: at.file, pointer, message });
    if (order.indexOf(entry) !== index) add(`ui:order 重複列出 ${JSON.stringify(entry)}`);
    else if (entry !== '*' && (typeof entry !== 'string' || !properties.includes(entry)))
      add(`ui:order 的 ${JSON.stringify(entry)} 不是表單 ${at.form} 在 ${at.pointer || '/'} 的欄位`);
  });
  const missing = order.includes('*') ? [] : properties.filter((name) => !order.includes(name));
  if (missing.length > 0) {
    findings.push({
      rule: 'ui-order',
      file: at.file,
      pointer: orderPointer,
      message: `ui:order 沒有列出 ${missing.join('、')}，也沒有 "*"：RJSF 顯示表單時會出錯`,
    });
  }
  return findings;
}

/** `ui-widget`: `ui:widget` (or `ui:options.widget`) and `ui:field` name what the app registers. */
function unknownWidgets(project: LintProject, context: LintContext, at: UiNode): Finding[] {
  const findings: Finding[] = [];
  const options = isSchemaNode(at.ui['ui:options']) ? at.ui['ui:options'] : {};
  const widgets: [unknown, string][] = [
    [at.ui['ui:widget'], childPointer(at.pointer, 'ui:widget')],
    [options.widget, childPointer(at.pointer, 'ui:options', 'widget')],
  ];
  for (const [name, pointer] of widgets) {
    if (name === undefined) continue;
    if (typeof name !== 'string' || !context.isKnownWidget(name, mergedNode(project, at.declarations))) {
      findings.push({
        rule: 'ui-widget',
        file: at.file,
        pointer,
        message: `沒有名為 ${JSON.stringify(name)} 的 widget（或它不適用於這個欄位的型別）`,
      });
    }
  }
  const field = at.ui['ui:field'];
  if (field !== undefined && (typeof field !== 'string' || !context.isKnownField(field))) {
    findings.push({
      rule: 'ui-widget',
      file: at.file,
      pointer: childPointer(at.pointer, 'ui:field'),
      message: `沒有名為 ${JSON.stringify(field)} 的 field（ui:field）`,
    });
  }
  return findings;
}

/** The uiSchema rules: `ui-key`, `ui-order` and `ui-widget`, plus a uiSchema without a form. */
export function uiSchemaMistakes(project: LintProject, context: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const [form, { path, content }] of project.uiSchemas) {
    if (!project.forms.has(form)) {
      findings.push({
        rule: 'ui-key',
        file: path,
        pointer: '',
        message: `沒有表單 schemas/${form}.json，這個 uiSchema 不會被使用`,
      });
    } else if (!isSchemaNode(content)) {
      findings.push({ rule: 'ui-key', file: path, pointer: '', message: 'uiSchema 必須是一個 JSON 物件' });
    }
  }
  for (const at of walkUiSchemas(project)) {
    findings.push(
      ...unknownKeys(project, at),
      ...orderMistakes(project, at),
      ...unknownWidgets(project, context, at),
    );
  }
  return findings;
}
