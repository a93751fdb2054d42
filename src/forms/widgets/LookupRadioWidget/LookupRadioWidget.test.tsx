import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import type { LookupLoader, LookupOption } from '../../form-context';
import LookupRadioWidget from '.';

type Data = Record<string, unknown>;

const widgets = { lookupRadio: LookupRadioWidget };

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    productId: { type: 'integer', title: '商品', enum: [1, 2] },
    plan: { type: 'integer', title: '分期方案' },
  },
};
const uiSchema: UiSchema = {
  productId: { 'ui:widget': 'radio' },
  plan: {
    'ui:widget': 'lookupRadio',
    'ui:options': { lookup: 'plans', lookupArgs: { productId: '/productId' } },
  },
};

/** The form as a flow runs it: its data held in state and fed back as `formContext.formData`. */
function renderPlans(lookups: Record<string, LookupLoader>, initial?: Data, errorBoundary?: boolean) {
  return renderRjsf({
    schema,
    uiSchema,
    widgets,
    formData: initial,
    formContext: { lookups },
    liveFormContext: true,
    errorBoundary,
  });
}

const plansOf = async (args: Record<string, unknown>): Promise<LookupOption[]> =>
  args.productId === 1
    ? [
        { value: 6, label: '6 期' },
        { value: 12, label: '12 期' },
      ]
    : [{ value: 24, label: '24 期' }];

describe('LookupRadioWidget', () => {
  it('shows 載入中… and then the loaded options; a choice emits its value', async () => {
    const user = userEvent.setup();
    const plans = jest.fn(plansOf);
    const { lastData } = renderPlans({ plans }, { productId: 1 });
    expect(screen.getByText('載入中…')).toBeTruthy();
    await user.click(await screen.findByLabelText('12 期'));
    expect(lastData()).toEqual({ productId: 1, plan: 12 });
    expect(plans).toHaveBeenCalledWith({ productId: 1 });
  });

  it('reloads when the dependency changes and clears a value that is no longer offered', async () => {
    const user = userEvent.setup();
    const plans = jest.fn(plansOf);
    const { lastData } = renderPlans({ plans }, { productId: 1, plan: 6 });
    expect(((await screen.findByLabelText('6 期')) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('2'));
    await screen.findByLabelText('24 期');
    expect(screen.queryByLabelText('6 期')).toBeNull();
    await waitFor(() => expect(lastData()).toEqual({ productId: 2, plan: undefined }));
  });

  it('shows a failure with a retry link', async () => {
    const user = userEvent.setup();
    const plans = jest.fn<Promise<LookupOption[]>, [Record<string, unknown>]>();
    plans.mockRejectedValueOnce(new Error('timeout')).mockImplementation(plansOf);
    renderPlans({ plans }, { productId: 2 });
    expect(await screen.findByText('選項載入失敗，請稍後再試')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByLabelText('24 期')).toBeTruthy();
  });

  it('throws with the field id when the lookup is unknown', () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlans({}, { productId: 1 }, true);
    expect(screen.getByText('Unknown lookup "plans" at root_plan')).toBeTruthy();
    silence.mockRestore();
  });
});
