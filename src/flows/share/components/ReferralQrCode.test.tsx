import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { ReferralQrCode } from './ReferralQrCode';

/*
 * Jest resolves qrcode's Node build (it ignores the package's "browser" field), which draws real
 * PNGs without a canvas; the browser build draws the same code on a canvas.
 */

const LINK = 'https://app.fenqi.test/login?ref=ABCD2345';
const OPTIONS = { width: 400, margin: 2, errorCorrectionLevel: 'M' } as const;

afterEach(() => jest.restoreAllMocks());

it('shows the QR code of exactly the referral link, with a download of the same image', async () => {
  const expected = await QRCode.toDataURL(LINK, OPTIONS);
  const other = await QRCode.toDataURL('https://app.fenqi.test/login?ref=ZZZZ9999', OPTIONS);
  expect(expected).toMatch(/^data:image\/png;base64,/);
  expect(expected).not.toBe(other); // the image depends on the text, so the comparison means something

  render(<ReferralQrCode link={LINK} />);
  const image = await screen.findByRole('img', { name: '推薦連結 QR Code' });
  expect(image.getAttribute('src')).toBe(expected);
  const download = screen.getByRole('link', { name: /下載 QR Code/ });
  expect(download.getAttribute('href')).toBe(expected);
  expect(download.getAttribute('download')).toBe('fenqi-referral-qrcode.png');
});

it('points to the link instead when the browser cannot draw the code', async () => {
  jest.spyOn(QRCode, 'toDataURL').mockImplementation(() => Promise.reject(new Error('no canvas')));
  render(<ReferralQrCode link={LINK} />);
  await screen.findByText('QR Code 無法顯示，請改用上方的推薦連結。');
  expect(screen.queryByRole('img', { name: '推薦連結 QR Code' })).toBeNull();
});
