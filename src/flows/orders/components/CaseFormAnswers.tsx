import { Card } from 'antd';
import { FormAnswersView } from '../../../forms/FormAnswersView';
import { useLoadedForm } from '../../../forms/use-loaded-form';

/** One form's answers, under the form's own title. */
function FormAnswersPart({ form, answers }: { form: string; answers: Readonly<Record<string, unknown>> }) {
  const module = useLoadedForm(form, true);
  const title = typeof module?.schema.title === 'string' ? module.schema.title : null;
  return (
    <section className="fenqi-case-form-answers" aria-label={title ?? undefined}>
      {title && <h3 className="fenqi-case-form-answers-title">{title}</h3>}
      <FormAnswersView form={form} data={answers} />
    </section>
  );
}

/**
 * What the member answered beyond the spec's fields (fields an analyst added to 對保 or the
 * guardians' form), as the server kept them, each form with its own titles and option names.
 * Nothing is drawn when there are none.
 */
export function CaseFormAnswers({
  formAnswers,
}: {
  formAnswers: readonly { form: string; answers: Readonly<Record<string, unknown>> }[];
}) {
  if (formAnswers.length === 0) return null;
  return (
    <Card size="small" title="其他填答" data-testid="case-form-answers">
      {formAnswers.map(({ form, answers }) => (
        <FormAnswersPart key={form} form={form} answers={answers} />
      ))}
    </Card>
  );
}
