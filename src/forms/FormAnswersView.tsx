import { Descriptions } from 'antd';
import type { SchemaNode } from '../validation/json-schema';
import { answerLines } from '../validation/send/answer-lines';
import { useLoadedForm } from './use-loaded-form';

/**
 * A form's answers beyond its spec fields (what an analyst added), shown back with the form's own
 * titles and option names once sent: the person sees what was kept, read-only. `data` is in the
 * form's shape: its data as typed, or the answers the server kept.
 */
export function FormAnswersView({ form, data }: { form: string; data: unknown }) {
  const module = useLoadedForm(form, Boolean(data));
  const lines = module ? answerLines(module.schema as SchemaNode, data, module.uiSchema) : [];
  if (lines.length === 0) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="form-answers"
      items={lines.map(({ path, label, value }) => ({ key: path, label, children: value }))}
    />
  );
}
