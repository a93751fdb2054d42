import { screen, waitFor } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { clearCommodityToken, commodityToken } from '../../../api/commodity-token';
import { commodityLogin } from '../../../api/v2/commodity-cases';
import { installFakeCamera, photoInput, stubMediaPlay } from '../../../capture/camera-test-kit';
import { renderOcrPage } from './ocr-page-test-kit';
import { runOcrTrial } from './ocr-trial';
import TestIdOcrPage from './TestIdOcrPage';

// The reader call itself is tested against the real server in ocr-trial.test.ts.
jest.mock('./ocr-trial');
jest.mock('../../../api/v2/commodity-cases', () => ({
  ...jest.requireActual('../../../api/v2/commodity-cases'),
  commodityLogin: jest.fn(),
}));
const userEvent = userEventModule.setup({ delay: null });
const trial = jest.mocked(runOcrTrial);

beforeEach(() => {
  jest.resetAllMocks();
  clearCommodityToken();
  stubMediaPlay();
  installFakeCamera(new DOMException('none', 'NotFoundError'));
});

describe('TestIdOcrPage (/member/test-id-ocr)', () => {
  it('gets the application token with an ID number and password', async () => {
    jest.mocked(commodityLogin).mockResolvedValue({} as Awaited<ReturnType<typeof commodityLogin>>);
    renderOcrPage(<TestIdOcrPage />, '/member/test-id-ocr');
    await userEvent.type(screen.getByLabelText('身分證字號'), 'a123456789');
    await userEvent.type(screen.getByLabelText('密碼'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '取得憑證' }));
    expect(await screen.findByText('已取得分期申請憑證，可以開始測試')).toBeTruthy();
    expect(commodityLogin).toHaveBeenCalledWith('A123456789', 'demo1234', expect.anything());
    expect(commodityToken()).toBeNull(); // the mocked login stored nothing; the real one does
  });

  it('sends a chosen picture as the chosen side and shows the raw reply with its status and time', async () => {
    trial
      .mockResolvedValueOnce({ side: 'front', status: 200, body: { idCardNo: 'A123456789' }, ms: 1234 })
      .mockResolvedValueOnce({
        side: 'back',
        status: 422,
        body: { code: '422', message: '無法辨識' },
        ms: 56,
      });
    const { container } = renderOcrPage(<TestIdOcrPage />, '/member/test-id-ocr');
    const card = new File(['x'], 'card.png', { type: 'image/png' });
    await userEvent.upload(photoInput(container), card);
    const reply = await screen.findByLabelText('辨識回應');
    expect(JSON.parse(reply.textContent ?? '')).toEqual({ idCardNo: 'A123456789' });
    expect(screen.getByText('HTTP 200')).toBeTruthy();
    expect(screen.getByText('耗時 1234 ms')).toBeTruthy();
    expect(trial).toHaveBeenCalledWith(card, 'front');

    await userEvent.click(screen.getByText('反面'));
    await userEvent.click(screen.getByRole('button', { name: '以目前選擇的面重新送出' }));
    await waitFor(() => expect(screen.getByText('HTTP 422')).toBeTruthy());
    expect(trial).toHaveBeenLastCalledWith(card, 'back');
    expect(JSON.parse(screen.getByLabelText('辨識回應').textContent ?? '')).toEqual({
      code: '422',
      message: '無法辨識',
    });
  });
});
