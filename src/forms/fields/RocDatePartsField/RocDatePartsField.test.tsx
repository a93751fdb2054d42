import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseOption } from '../../../../tests/support/choose-option';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import RocDatePartsField from '.';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    idCardIssue: {
      type: 'object',
      title: '發證日期',
      required: ['issueYear', 'issueMonth', 'issueDay'],
      properties: {
        issueLocation: { type: 'string' },
        issueYear: { type: 'integer', minimum: 1 },
        issueMonth: { type: 'integer', minimum: 1, maximum: 12 },
        issueDay: { type: 'integer', minimum: 1, maximum: 31 },
      },
    },
  },
};
const uiSchema: UiSchema = { idCardIssue: { 'ui:field': 'rocDateParts', 'ui:options': { minYear: 90 } } };

function renderForm(formData: Record<string, unknown> = {}) {
  return renderRjsf({ schema, uiSchema, formData, fields: { rocDateParts: RocDatePartsField } });
}

const pick = (user: ReturnType<typeof userEvent.setup>, name: string, option: string) =>
  chooseOption(user, name, option);

describe('RocDatePartsField', () => {
  it('emits the ROC parts once complete and keeps the object’s other keys', async () => {
    const user = userEvent.setup();
    const { onChange, lastData } = renderForm({ idCardIssue: { issueLocation: '北市' } });
    expect(screen.getByText('發證日期')).toBeTruthy();
    await pick(user, '發證日期 年', '民國 108 年');
    await pick(user, '發證日期 月', '11 月');
    expect(onChange).not.toHaveBeenCalled();
    await pick(user, '發證日期 日', '5 日');
    expect(lastData()).toEqual({
      idCardIssue: { issueLocation: '北市', issueYear: 108, issueMonth: 11, issueDay: 5 },
    });
  });

  it('shows stored parts and drops them when the new year has no 2/29', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ idCardIssue: { issueYear: 113, issueMonth: 2, issueDay: 29 } });
    expect(screen.getByTitle('民國 113 年')).toBeTruthy();
    expect(screen.getByTitle('29 日')).toBeTruthy();
    await pick(user, '發證日期 年', '民國 112 年');
    expect(lastData()).toEqual({ idCardIssue: {} });
  });

  it('lists the errors of the date parts under the selects', async () => {
    const user = userEvent.setup();
    renderRjsf({
      schema,
      uiSchema,
      formData: { idCardIssue: {} },
      fields: { rocDateParts: RocDatePartsField },
      transformErrors: (errors) => errors.map((error) => ({ ...error, message: `${error.property} 必填` })),
      showErrorList: false,
      onError: () => undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('.idCardIssue.issueYear 必填')).toBeTruthy();
    expect(screen.getByText('.idCardIssue.issueDay 必填')).toBeTruthy();
  });
});
