import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import { emptyFigures } from '../../../contracts/case-figures';
import { contractText } from '../../../contracts/contract-texts';
import { renderContract } from '../../../contracts/render-contract';
import ContractConsentWidget from '.';

const TITLE = '我已閱讀並同意分期付款契約及本票內容';
const schema: RJSFSchema = {
  type: 'object',
  required: ['agree'],
  properties: { agree: { type: 'boolean', title: TITLE } },
};
const uiSchema: UiSchema = {
  agree: { 'ui:widget': 'contractConsent', 'ui:options': { contracts: ['installment', 'promissory-note'] } },
};
const figures = { ...emptyFigures(new Date(2026, 10, 27)), applicantName: '王大明', amount: 30000 };
// The applicant's texts as the server answers them, in its order (two more than the consent names).
const documents = (['installment', 'promissory-note', 'platform', 'sale'] as const).map((id) =>
  renderContract(contractText(id), figures),
);

/** The consent's checkbox and the label beside it (the test harness's form also prints the title above). */
function consent() {
  const box = screen.getByRole<HTMLInputElement>('checkbox');
  return { box, label: box.closest('label')?.textContent };
}

function renderConsent(load?: () => Promise<{ documents: typeof documents }>) {
  return renderRjsf({
    schema,
    uiSchema,
    widgets: { contractConsent: ContractConsentWidget },
    formContext: load ? { contractTexts: { key: `test:${Math.random()}`, load } } : {},
  });
}

describe('ContractConsentWidget', () => {
  it('names the versions the page shows, from the contract files, once the texts are in', async () => {
    let answer: (value: { documents: typeof documents }) => void = () => undefined;
    renderConsent(() => new Promise((resolve) => (answer = resolve)));
    // Until the texts are on the page there is nothing to agree to.
    expect(consent().box.disabled).toBe(true);
    answer({ documents });
    const label = `我已閱讀並同意分期付款契約 ${contractText('installment').version} 版及本票 ${contractText('promissory-note').version} 版內容`;
    await waitFor(() => expect(consent().label).toBe(label));
    expect(consent().box.disabled).toBe(false);
    await userEvent.click(consent().box);
    expect(consent().box.checked).toBe(true);
  });

  it('cannot be ticked when the texts could not be loaded', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    renderConsent(load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    expect(consent()).toMatchObject({ label: TITLE, box: { disabled: true } });
  });

  it('is the plain checkbox with the schema title where the page has no texts (the studio preview)', async () => {
    renderConsent();
    expect(consent()).toMatchObject({ label: TITLE, box: { disabled: false } });
    await userEvent.click(consent().box);
    expect(consent().box.checked).toBe(true);
  });
});
