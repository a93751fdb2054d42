import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import TwIdWidget, { normalizeTwId } from '.';

const schema: RJSFSchema = { type: 'object', properties: { idNum: { type: 'string', title: '身分證字號' } } };
const uiSchema: UiSchema = { idNum: { 'ui:widget': 'twId' } };

function renderForm(formData: Record<string, unknown> = {}) {
  const { onChange, lastData } = renderRjsf({ schema, uiSchema, formData, widgets: { twId: TwIdWidget } });
  const input = screen.getByLabelText<HTMLInputElement>('身分證字號');
  return { onChange, input, lastData };
}

describe('normalizeTwId', () => {
  it('strips spaces, upper-cases and keeps ten characters', () => {
    expect(normalizeTwId('a123456789')).toBe('A123456789');
    expect(normalizeTwId(' b2 2345 6789 ')).toBe('B223456789');
    expect(normalizeTwId('A1234567890')).toBe('A123456789');
    expect(normalizeTwId('   ')).toBe('');
  });
});

describe('TwIdWidget', () => {
  it('shows and emits what the user types in upper case', async () => {
    const user = userEvent.setup();
    const { input, lastData } = renderForm();
    await user.type(input, 'a123456789');
    expect(input.value).toBe('A123456789');
    // The form takes the value once typing rests (typed-value.ts).
    await waitFor(() => expect(lastData()).toEqual({ idNum: 'A123456789' }));
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('inputmode')).toBe('text');
  });

  it('strips spaces from a pasted ID and stops at ten characters', async () => {
    const user = userEvent.setup();
    const { input, lastData } = renderForm();
    await user.click(input);
    await user.paste('a123 456 789');
    await waitFor(() => expect(lastData()).toEqual({ idNum: 'A123456789' }));
    await user.type(input, '0');
    expect(input.value).toBe('A123456789');
  });

  it('emits undefined when emptied', async () => {
    const user = userEvent.setup();
    const { input, lastData } = renderForm({ idNum: 'A123456789' });
    await user.clear(input);
    await waitFor(() => expect(lastData()).toBeDefined());
    expect(lastData()!.idNum).toBeUndefined();
    expect(input.value).toBe('');
  });
});
