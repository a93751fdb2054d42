import { render, screen, waitFor } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { installFakeCamera, photoInput, stubMediaPlay } from './camera-test-kit';
import { IdCardCapture } from './IdCardCapture';
import { canReadIdCard, NO_TOKEN_TEXT, readIdCardSide, type ReadOutcome } from './read-id-card-side';

// The calls themselves are tested against the real server in read-id-card-side.test.ts.
jest.mock('./read-id-card-side', () => ({
  ...jest.requireActual('./read-id-card-side'),
  readIdCardSide: jest.fn(),
  canReadIdCard: jest.fn(),
}));
const read = jest.mocked(readIdCardSide);
// No pause between keystrokes: antd re-renders the whole form on each one, slow in jsdom; text is
// pasted for the same reason.
const userEvent = userEventModule.setup({ delay: null });
jest.setTimeout(60_000);

/** Replaces a field's text as a member pasting it would. */
async function paste(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.paste(text);
}

const FRONT_READ = {
  idCardNo: 'A123456789',
  birthDate: '1995-05-05',
  issueYear: 109,
  issueMonth: 5,
  issueDay: 1,
};
const UNREADABLE_TEXT = '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料';
const UNREADABLE: ReadOutcome = { ok: false, failure: 'unreadable', message: UNREADABLE_TEXT };
const photo = (name: string) => new File([name], `${name}.jpg`, { type: 'image/jpeg' });

function renderCapture() {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  const view = render(<IdCardCapture onDone={onDone} onCancel={onCancel} />);
  /** Chooses a photo through the file fallback (the fake device has no camera). */
  const choose = async (picture: File) => userEvent.upload(photoInput(view.container), picture);
  return { ...view, onDone, onCancel, choose };
}

const heading = (name: string) => screen.findByRole('heading', { name });
const idInput = () => screen.getByLabelText('身分證字號') as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  stubMediaPlay();
  installFakeCamera(new DOMException('none', 'NotFoundError'));
  jest.mocked(canReadIdCard).mockReturnValue(true);
});

describe('IdCardCapture', () => {
  it('reads the front, lets the back be skipped, and shows the read fields for checking', async () => {
    let answer: (outcome: ReadOutcome) => void = () => undefined;
    read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { choose, onDone } = renderCapture();
    expect(await heading('拍攝身分證正面')).toBeTruthy();
    const front = photo('front');
    await choose(front);
    expect(await screen.findByText('辨識中，請稍候…')).toBeTruthy();
    expect(read).toHaveBeenCalledWith(front, 'front', expect.any(AbortSignal));
    answer({ ok: true, fields: FRONT_READ });

    expect(await heading('拍攝身分證反面')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '略過反面' }));
    expect(await heading('確認身分證資料')).toBeTruthy();
    expect(idInput().value).toBe('A123456789');
    expect(screen.getByText('民國84年')).toBeTruthy();
    expect(screen.getByText('民國109年')).toBeTruthy();

    await paste(screen.getByLabelText(/^姓名/), '王小明');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ...FRONT_READ, name: '王小明' }, { front }));
  });

  it('checks a corrected ID number with the tw_id rule before going on', async () => {
    read.mockResolvedValueOnce({ ok: true, fields: FRONT_READ });
    const { choose, onDone } = renderCapture();
    await choose(photo('front'));
    await userEvent.click(await screen.findByRole('button', { name: '略過反面' }));
    await heading('確認身分證資料');
    await paste(idInput(), 'A123456788');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    expect(await screen.findByText('身份證字號錯誤')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    await paste(idInput(), 'f223456786');
    expect(idInput().value).toBe('F223456786');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0]).toMatchObject({ idCardNo: 'F223456786' });
  });

  it('reads the back as well, adding the address, and hands both photos on', async () => {
    read.mockResolvedValueOnce({ ok: true, fields: FRONT_READ }).mockResolvedValueOnce({
      ok: true,
      fields: { permanentCity: '臺北市', permanentAddress: '復興南路一段 1 號' },
    });
    const { choose, onDone } = renderCapture();
    const [front, back] = [photo('front'), photo('back')];
    await choose(front);
    await heading('拍攝身分證反面');
    await choose(back);
    expect(read).toHaveBeenLastCalledWith(back, 'back', expect.any(AbortSignal));
    await heading('確認身分證資料');
    expect((screen.getByLabelText(/^戶籍縣市/) as HTMLInputElement).value).toBe('臺北市');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        { ...FRONT_READ, permanentCity: '臺北市', permanentAddress: '復興南路一段 1 號' },
        { front, back },
      ),
    );
  });

  it('says an unreadable photo (422) could not be read and offers a retake', async () => {
    read.mockResolvedValueOnce(UNREADABLE).mockResolvedValueOnce({ ok: true, fields: FRONT_READ });
    const { choose } = renderCapture();
    await choose(photo('blurred'));
    expect(await screen.findByText('無法辨識這張照片')).toBeTruthy();
    expect(screen.getByText(UNREADABLE_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新拍攝正面' }));
    expect(await heading('拍攝身分證正面')).toBeTruthy();
    await choose(photo('sharp'));
    expect(await heading('拍攝身分證反面')).toBeTruthy();
  });

  it('lets the member type the data in after an unreadable photo, keeping the photo', async () => {
    read.mockResolvedValueOnce(UNREADABLE);
    const { choose, onDone } = renderCapture();
    const front = photo('blurred');
    await choose(front);
    await userEvent.click(await screen.findByRole('button', { name: '手動填寫資料' }));
    expect(await screen.findByText('請依身分證填寫以下資料。')).toBeTruthy();
    expect(idInput().value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    expect(await screen.findByText('請輸入身分證字號')).toBeTruthy();
    await paste(idInput(), 'A123456789');
    await userEvent.click(screen.getByRole('button', { name: '確認資料' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ idCardNo: 'A123456789' }, { front }));
  });

  it('goes on with the front when the reader is down (503) for the back', async () => {
    read.mockResolvedValueOnce({ ok: true, fields: FRONT_READ }).mockResolvedValueOnce({
      ok: false,
      failure: 'unavailable',
      message: '身分證辨識服務目前無法使用，請手動填寫資料',
    });
    const { choose } = renderCapture();
    await choose(photo('front'));
    await heading('拍攝身分證反面');
    await choose(photo('back'));
    expect(await screen.findByText('身分證辨識服務目前無法使用，請手動填寫資料')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新拍攝反面' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '略過反面，確認資料' }));
    await heading('確認身分證資料');
    expect(idInput().value).toBe('A123456789');
  });

  it('without an application token, says why and goes straight to typing, without the camera', async () => {
    const camera = installFakeCamera();
    jest.mocked(canReadIdCard).mockReturnValue(false);
    renderCapture();
    expect(screen.getByText(NO_TOKEN_TEXT)).toBeTruthy();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '手動填寫資料' }));
    await heading('確認身分證資料');
    expect(screen.queryByRole('button', { name: '重新拍攝' })).toBeNull();
  });

  it('closes on 取消 and cancels a read still under way', async () => {
    read.mockReturnValueOnce(new Promise(() => undefined));
    const { choose, onCancel, unmount } = renderCapture();
    await choose(photo('front'));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
    const signal = read.mock.calls[0][2] as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
