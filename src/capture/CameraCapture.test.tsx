import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameraCapture } from './CameraCapture';
import {
  giveVideoSize,
  installFakeCamera,
  installFakeCanvas,
  photoInput,
  removeCamera,
  stubMediaPlay,
} from './camera-test-kit';
import { CAMERA_CONSTRAINTS } from './use-camera';

const rect = (x: number, y: number, width: number, height: number) =>
  ({ x, y, width, height, left: x, top: y, right: x + width, bottom: y + height }) as DOMRect;

beforeEach(() => stubMediaPlay());
afterEach(() => jest.restoreAllMocks());

describe('CameraCapture', () => {
  it('opens the rear camera, shows the card guide, and stops the camera on unmount', async () => {
    const camera = installFakeCamera();
    const { unmount } = render(<CameraCapture hint="請將身分證正面對準框線" onPicture={jest.fn()} />);
    expect(await screen.findByTestId('camera-guide')).toBeTruthy();
    expect(screen.getByText('請將身分證正面對準框線')).toBeTruthy();
    expect(camera.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ facingMode: { ideal: 'environment' } });
    const video = screen.getByLabelText('相機畫面') as HTMLVideoElement & { srcObject: unknown };
    expect(video.srcObject).toBe(camera.stream);
    unmount();
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it('stops a camera that opens only after the view has gone', async () => {
    const camera = installFakeCamera();
    camera.holdAnswer = true;
    const { unmount } = render(<CameraCapture hint="" onPicture={jest.fn()} />);
    expect(screen.getByText('正在開啟相機…')).toBeTruthy();
    unmount();
    await act(async () => camera.answerNow());
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it('takes the frame inside the guide (with a margin) as a JPEG', async () => {
    installFakeCamera();
    const canvas = installFakeCanvas();
    const onPicture = jest.fn();
    render(<CameraCapture hint="" onPicture={onPicture} />);
    const guide = await screen.findByTestId('camera-guide');
    const video = screen.getByLabelText('相機畫面') as HTMLVideoElement;
    giveVideoSize(video, 1280, 720);
    // A 360 × 270 view of a 1280 × 720 stream: scale 0.375, 60 px cut off left and right.
    video.getBoundingClientRect = () => rect(0, 0, 360, 270);
    guide.getBoundingClientRect = () => rect(30, 60, 300, 150);
    fireEvent.loadedMetadata(video);
    await userEvent.click(screen.getByRole('button', { name: '拍照' }));
    await waitFor(() => expect(onPicture).toHaveBeenCalledTimes(1));
    expect((onPicture.mock.calls[0][0] as Blob).type).toBe('image/jpeg');
    // The guide ± 8 % of its width (24 px), mapped to video pixels.
    expect(canvas.drawImage).toHaveBeenCalledWith(video, 176, 96, 928, 528, 0, 0, 928, 528);
  });

  it('keeps the shutter disabled until the video has a picture', async () => {
    installFakeCamera();
    render(<CameraCapture hint="" onPicture={jest.fn()} />);
    await screen.findByTestId('camera-guide');
    expect(screen.getByRole('button', { name: '拍照' }).hasAttribute('disabled')).toBe(true);
  });

  it('explains a refused permission and asks again on 重新開啟相機', async () => {
    const camera = installFakeCamera(new DOMException('denied', 'NotAllowedError'));
    render(<CameraCapture hint="" onPicture={jest.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('尚未允許使用相機');
    expect(screen.queryByRole('button', { name: '拍照' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重新開啟相機/ }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: /改用相簿或相機拍照/ })).toBeTruthy();
  });

  it('says when there is no camera, without a pointless retry', async () => {
    installFakeCamera(new DOMException('none', 'NotFoundError'));
    render(<CameraCapture hint="" onPicture={jest.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('找不到可用的相機');
    expect(screen.queryByRole('button', { name: /重新開啟相機/ })).toBeNull();
  });

  it('says an insecure (non-HTTPS) page cannot use the camera, without asking for it', () => {
    const camera = installFakeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    render(<CameraCapture hint="" onPicture={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('不是安全連線（HTTPS）');
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('says a browser without a camera API is not supported', () => {
    removeCamera({ secure: true });
    render(<CameraCapture hint="" onPicture={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('此瀏覽器不支援網頁相機');
  });

  it('always offers the photo file input for the rear camera, and hands its photo on', async () => {
    removeCamera({ secure: true });
    const onPicture = jest.fn();
    const { container } = render(<CameraCapture hint="" onPicture={onPicture} />);
    const input = photoInput(container);
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    const photo = new File(['png'], 'card.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await waitFor(() => expect(onPicture).toHaveBeenCalledWith(photo));
  });

  it('refuses a chosen file that is not a picture', async () => {
    removeCamera({ secure: true });
    const onPicture = jest.fn();
    const { container } = render(<CameraCapture hint="" onPicture={onPicture} />);
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    fireEvent.change(photoInput(container), { target: { files: [pdf] } });
    expect(await screen.findByText('請選擇照片檔案（JPG、PNG 或 HEIC）。')).toBeTruthy();
    expect(onPicture).not.toHaveBeenCalled();
  });
});
