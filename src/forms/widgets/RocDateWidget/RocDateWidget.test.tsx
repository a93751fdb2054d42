import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseOption } from '../../../../tests/support/choose-option';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import RocDateWidget from '.';

const schema: RJSFSchema = {
  type: 'object',
  properties: { birthDate: { type: 'string', title: '出生日期' } },
};
const uiSchema: UiSchema = {
  birthDate: { 'ui:widget': 'rocDate', 'ui:options': { minYear: 80, maxYear: 113 } },
};

function renderForm(formData: Record<string, unknown> = {}) {
  return renderRjsf({ schema, uiSchema, formData, widgets: { rocDate: RocDateWidget } });
}

const pick = (user: ReturnType<typeof userEvent.setup>, name: string, option: string) =>
  chooseOption(user, name, option);

describe('RocDateWidget', () => {
  it('emits the ISO date only once year, month and day are chosen', async () => {
    const user = userEvent.setup();
    const { onChange, lastData } = renderForm();
    await pick(user, '出生日期 年', '民國 85 年');
    await pick(user, '出生日期 月', '3 月');
    expect(onChange).not.toHaveBeenCalled();
    await pick(user, '出生日期 日', '7 日');
    expect(lastData()).toEqual({ birthDate: '1996-03-07' });
  });

  it('shows a stored date and drops a day the new month does not have', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ birthDate: '2024-03-31' });
    expect(screen.getByTitle('民國 113 年')).toBeTruthy();
    expect(screen.getByTitle('31 日')).toBeTruthy();
    await pick(user, '出生日期 月', '2 月');
    expect(lastData()).toEqual({});
    await pick(user, '出生日期 日', '29 日');
    expect(lastData()).toEqual({ birthDate: '2024-02-29' });
  });

  it('limits the year list to ui:options minYear..maxYear', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('combobox', { name: '出生日期 年' }));
    expect(await screen.findByTitle('民國 113 年')).toBeTruthy();
    expect(screen.getByTitle('民國 80 年')).toBeTruthy();
    expect(screen.queryByTitle('民國 79 年')).toBeNull();
    expect(screen.queryByTitle('民國 114 年')).toBeNull();
  });
});
