import { screen, waitFor } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { installFakeCamera, photoInput, stubMediaPlay } from '../../../capture/camera-test-kit';
import { readIdCardHandoff } from '../../../capture/id-card-handoff';
import { canReadIdCard, readIdCardSide } from '../../../capture/read-id-card-side';
import OcrCapturePage from './OcrCapturePage';
import { renderOcrPage } from './ocr-page-test-kit';

jest.mock('../../../capture/read-id-card-side', () => ({
  ...jest.requireActual('../../../capture/read-id-card-side'),
  readIdCardSide: jest.fn(),
  canReadIdCard: jest.fn(),
}));
const userEvent = userEventModule.setup({ delay: null });

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  stubMediaPlay();
  installFakeCamera(new DOMException('none', 'NotFoundError'));
  jest.mocked(canReadIdCard).mockReturnValue(true);
});

describe('OcrCapturePage (/ocr)', () => {
  it('keeps the checked fields for step 1 and shows them at /ocr/page', async () => {
    jest.mocked(readIdCardSide).mockResolvedValue({ ok: true, fields: { idCardNo: 'A123456789' } });
    const { container, where } = renderOcrPage(<OcrCapturePage />, '/ocr');
    await userEvent.upload(photoInput(container), new File(['x'], 'card.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: '略過反面' }));
    await userEvent.click(await screen.findByRole('button', { name: '確認資料' }));
    expect(await screen.findByText('結果頁')).toBeTruthy();
    expect(where.current).toBe('/ocr/page');
    expect(readIdCardHandoff()).toEqual({ idCardNo: 'A123456789' });
  });

  it('goes to the application when closed by someone who opened /ocr directly', async () => {
    const { where } = renderOcrPage(<OcrCapturePage />, '/ocr');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(where.current).toBe('/member/commodity-loans/step1'));
    expect(readIdCardHandoff()).toBeNull();
  });
});
