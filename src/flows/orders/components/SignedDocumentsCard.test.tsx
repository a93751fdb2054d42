import { render, screen } from '@testing-library/react';
import * as api from '../../../api/v2/signed-documents';
import { SignedDocumentsCard } from './SignedDocumentsCard';

jest.mock('../../../api/v2/signed-documents');

const document = {
  id: 7,
  contractId: 'installment',
  title: '分期付款契約',
  version: '分期付款契約 2026.11 版',
  signerRole: 'applicant' as const,
  signerName: '王大明',
  signedAt: '2026-11-27T10:05:09.000Z',
  sha256: 'ab'.repeat(32),
  size: 153779,
  fileUrl: '/api/v2/signed-documents/7?expires=1&signature=s',
};

describe('SignedDocumentsCard', () => {
  it('lists each signed contract with its version, signer, links to open and download, and its hash', async () => {
    jest.mocked(api.fetchSignedDocuments).mockResolvedValue({ documents: [document] });
    render(<SignedDocumentsCard caseId={3} />);
    expect(await screen.findByText('分期付款契約 2026.11 版')).toBeTruthy();
    expect(screen.getByText(/王大明（申請人）簽署於/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /開啟 PDF\s*：分期付款契約/ }).getAttribute('href')).toBe(
      document.fileUrl,
    );
    expect(screen.getByRole('link', { name: /下載\s*：分期付款契約/ }).getAttribute('download')).toBe(
      'installment-7.pdf',
    );
    expect(screen.getByText(document.sha256)).toBeTruthy();
  });

  it('shows nothing for a case with no signed contract, and a warning when the list cannot be loaded', async () => {
    jest.mocked(api.fetchSignedDocuments).mockResolvedValue({ documents: [] });
    const { container, unmount } = render(<SignedDocumentsCard caseId={3} />);
    await screen.findByText((_, element) => element === container && container.textContent === '');
    unmount();
    jest.mocked(api.fetchSignedDocuments).mockRejectedValue(new Error('offline'));
    render(<SignedDocumentsCard caseId={3} />);
    expect(await screen.findByText('已簽署的契約暫時無法載入，請稍後再試。')).toBeTruthy();
  });
});
