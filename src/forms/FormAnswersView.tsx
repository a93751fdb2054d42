import { Descriptions } from 'antd';
import type { FormModule } from '../validation/form-module';
import type { SchemaNode } from '../validation/json-schema';
import { answersOf, answersSchemaOf } from '../validation/send/form-answers';
import { formSendOf } from '../validation/send/form-send';
import { formLabels, type FormLabels } from './form-labels';
import { useLoadedForm } from './use-loaded-form';

/** Each answered leaf of `answers` as [path, value] (`contact/slot`), objects walked into. */
function answeredLeaves(answers: Readonly<Record<string, unknown>>, at = ''): [string, unknown][] {
  return Object.entries(answers).flatMap(([key, value]): [string, unknown][] => {
    const path = at ? `${at}/${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return answeredLeaves(value as Record<string, unknown>, path);
    return value === undefined || value === '' ? [] : [[path, value]];
  });
}

function shown(labels: FormLabels, path: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((item) => labels.option(path, item)).join('、');
  return labels.option(path, value);
}

/** The answers of `data` (the form's data, or the answers the server kept) beyond the form's sent fields. */
function answersBeyondSend(module: FormModule, data: unknown) {
  const schema = module.schema as SchemaNode;
  const send = formSendOf(schema);
  return send ? answersOf(answersSchemaOf(schema, send), data) : undefined;
}

/**
 * A form's answers beyond its spec fields (what an analyst added), shown back with the form's own
 * titles and option names once sent: the person sees what was kept, read-only. `data` is in the
 * form's shape: its data as typed, or the answers the server kept.
 */
export function FormAnswersView({ form, data }: { form: string; data: unknown }) {
  const module = useLoadedForm(form, Boolean(data));
  const answers = module && answersBeyondSend(module, data);
  if (!answers) return null;
  const labels = formLabels(module.schema, module.uiSchema);
  const leaves = answeredLeaves(answers);
  if (leaves.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="form-answers"
      items={leaves.map(([path, value]) => ({
        key: path,
        label: labels.title(path),
        children: shown(labels, path, value),
      }))}
    />
  );
}
