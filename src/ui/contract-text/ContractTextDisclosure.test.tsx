import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFigures } from '../../contracts/case-figures';
import { contractText } from '../../contracts/contract-texts';
import { renderContract } from '../../contracts/render-contract';
import { consentLabel, ContractTextDisclosure } from './ContractTextDisclosure';

const figures = {
  ...emptyFigures(new Date(2026, 10, 27)),
  applicantName: '王大明',
  amount: 30000,
  installment: 12,
};
const documents = [
  renderContract(contractText('installment'), figures),
  renderContract(contractText('promissory-note'), figures),
];

describe('ContractTextDisclosure', () => {
  it('names the versions agreed to and opens to their full text with the figures', async () => {
    render(<ContractTextDisclosure documents={documents} />);
    const summary = screen.getByText('閱讀您要同意的契約全文：分期付款契約 2026.11 版、本票 2026.11 版');
    await userEvent.click(summary);
    expect(screen.getByRole('heading', { name: '分期付款契約' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '第一條　分期標的及價款' })).toBeTruthy();
    expect(screen.getByText('二、分期金額（本金）：新臺幣 30,000 元。')).toBeTruthy();
    expect(screen.getByRole('article', { name: '本票' })).toBeTruthy();
  });

  it('names the versions in the consent: one, two (及), or more (、 then 及)', () => {
    const sale = renderContract(contractText('sale'), figures);
    expect(consentLabel(documents.slice(0, 1))).toBe('我已閱讀並同意分期付款契約 2026.11 版內容');
    expect(consentLabel(documents)).toBe('我已閱讀並同意分期付款契約 2026.11 版及本票 2026.11 版內容');
    expect(consentLabel([...documents, sale])).toBe(
      '我已閱讀並同意分期付款契約 2026.11 版、本票 2026.11 版及買賣契約 2025.01 版內容',
    );
  });

  it('says the texts are loading, or that they could not be loaded', () => {
    const { rerender } = render(<ContractTextDisclosure documents={null} />);
    expect(screen.getByText('契約全文載入中…')).toBeTruthy();
    rerender(<ContractTextDisclosure documents={null} failed />);
    expect(screen.getByRole('alert').textContent).toContain('契約全文暫時無法載入');
  });
});
