import { formLabels, type FormLabels } from '../form-labels';
import type { SchemaNode } from '../json-schema';
import { answersOf, answersSchemaOf, type FormAnswers } from './form-answers';
import { formSendOf } from './form-send';

/** One answer as a person reads it: the field's title and the value in words. */
export interface AnswerLine {
  /** The answer's path in the form's data (`contact/slot`). */
  path: string;
  label: string;
  value: string;
}

/** Each answered leaf of `answers` as [path, value] (`contact/slot`), objects walked into. */
function answeredLeaves(answers: Readonly<Record<string, unknown>>, at = ''): [string, unknown][] {
  return Object.entries(answers).flatMap(([key, value]): [string, unknown][] => {
    const path = at ? `${at}/${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return answeredLeaves(value as Record<string, unknown>, path);
    return value === undefined || value === '' ? [] : [[path, value]];
  });
}

function inWords(labels: FormLabels, path: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((item) => labels.option(path, item)).join('、');
  return labels.option(path, value);
}

/** The answers of `data` (the form's data, or the answers kept) beyond the fields its `send` names. */
export function answersBeyondSend(schema: SchemaNode, data: unknown): FormAnswers | undefined {
  const send = formSendOf(schema);
  return send ? answersOf(answersSchemaOf(schema, send), data) : undefined;
}

/**
 * A form's answers beyond its spec fields (what an analyst added) as lines to show back: each
 * answered field with the form's own title and option name (from the uiSchema when given), in
 * the form's order. Empty when there are none.
 */
export function answerLines(schema: SchemaNode, data: unknown, uiSchema: unknown = {}): AnswerLine[] {
  const answers = answersBeyondSend(schema, data);
  if (!answers) return [];
  const labels = formLabels(schema, uiSchema);
  return answeredLeaves(answers).map(([path, value]) => ({
    path,
    label: labels.title(path),
    value: inWords(labels, path, value),
  }));
}
