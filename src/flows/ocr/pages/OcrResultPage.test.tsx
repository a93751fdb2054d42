import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveIdCardHandoff } from '../../../capture/id-card-handoff';
import { renderOcrPage } from './ocr-page-test-kit';
import OcrResultPage from './OcrResultPage';

beforeEach(() => sessionStorage.clear());

describe('OcrResultPage (/ocr/page)', () => {
  it('shows what the capture left, and applies with it', async () => {
    saveIdCardHandoff({
      idCardNo: 'A123456789',
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    });
    const { where } = renderOcrPage(<OcrResultPage />, '/ocr/page');
    expect(screen.getByText('A123456789')).toBeTruthy();
    expect(screen.getByText('民國 84 年 5 月 5 日')).toBeTruthy();
    expect(screen.getByText('民國 109 年 5 月 1 日')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '以此資料申請分期' }));
    expect(await screen.findByText('申請第一步')).toBeTruthy();
    expect(where.current).toBe('/member/commodity-loans/step1');
  });

  it('goes back to the camera on 重新拍攝', async () => {
    saveIdCardHandoff({ idCardNo: 'A123456789' });
    const { where } = renderOcrPage(<OcrResultPage />, '/ocr/page');
    await userEvent.click(screen.getByRole('button', { name: '重新拍攝' }));
    expect(where.current).toBe('/ocr');
  });

  it('explains an empty (or damaged) handoff and offers the camera', async () => {
    sessionStorage.setItem('fenqi.idCardOcr', '{broken');
    const { where } = renderOcrPage(<OcrResultPage />, '/ocr/page');
    expect(screen.getByRole('heading', { name: '尚無身分證資料' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '以此資料申請分期' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '拍攝身分證' }));
    expect(where.current).toBe('/ocr');
  });
});
