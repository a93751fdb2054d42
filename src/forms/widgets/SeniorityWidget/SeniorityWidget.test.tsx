import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import SeniorityWidget from '.';

const schema: RJSFSchema = {
  type: 'object',
  properties: { seniority: { type: 'integer', title: '年資', minimum: 0, maximum: 371 } },
};
const uiSchema: UiSchema = { seniority: { 'ui:widget': 'seniority' } };

function renderForm(formData: Record<string, unknown> = {}) {
  const { lastData } = renderRjsf({ schema, uiSchema, formData, widgets: { seniority: SeniorityWidget } });
  return {
    years: screen.getByRole<HTMLInputElement>('spinbutton', { name: '年資 年' }),
    months: screen.getByRole<HTMLInputElement>('spinbutton', { name: '年資 個月' }),
    lastData,
  };
}

describe('SeniorityWidget', () => {
  it('emits years × 12 + months', async () => {
    const user = userEvent.setup();
    const { years, months, lastData } = renderForm();
    await user.type(years, '3');
    expect(lastData()).toEqual({ seniority: 36 });
    await user.type(months, '1');
    expect(lastData()).toEqual({ seniority: 37 });
    expect(years.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('個月')).toBeTruthy();
  });

  it('counts an empty part as 0 but leaves its box empty', async () => {
    const user = userEvent.setup();
    const { years, months, lastData } = renderForm();
    await user.type(months, '5');
    expect(lastData()).toEqual({ seniority: 5 });
    expect(years.value).toBe('');
  });

  it('shows stored total months and emits undefined when both boxes are emptied', async () => {
    const user = userEvent.setup();
    const { years, months, lastData } = renderForm({ seniority: 37 });
    expect(years.value).toBe('3');
    expect(months.value).toBe('1');
    await user.clear(years);
    expect(lastData()).toEqual({ seniority: 1 });
    await user.clear(months);
    expect(lastData()!.seniority).toBeUndefined();
  });
});
