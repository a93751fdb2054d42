/**
 * Test kit of the capture layer (imported by its tests only): a fake camera behind
 * navigator.mediaDevices, and the canvas and media calls jsdom does not implement.
 */

/** A camera that grants (or refuses with `refusal`) and records what was asked and stopped. */
export function installFakeCamera(refusal?: DOMException) {
  const track = { stop: jest.fn(), addEventListener: jest.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  let answer: (() => void) | null = null;
  const getUserMedia = jest.fn(
    () =>
      new Promise<MediaStream>((resolve, reject) => {
        answer = () => (refusal ? reject(refusal) : resolve(stream));
        if (!camera.holdAnswer) answer();
      }),
  );
  const camera = {
    getUserMedia,
    track,
    stream,
    /** Keeps getUserMedia pending (the permission prompt still open) until `answerNow()`. */
    holdAnswer: false,
    answerNow: () => answer?.(),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  return camera;
}

/** No camera API at all (an old browser), optionally outside a secure context. */
export function removeCamera({ secure }: { secure: boolean }): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

/** Gives a <video> the size a real camera stream would have. */
export function giveVideoSize(video: HTMLVideoElement, width: number, height: number): void {
  Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
  Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
}

/** A 2d canvas that records drawImage and encodes every picture as a small JPEG Blob. */
export function installFakeCanvas() {
  const drawImage = jest.fn();
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => ({ drawImage })) as unknown as HTMLCanvasElement['getContext']);
  const toBlob = jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback, type) => callback(new Blob(['jpeg'], { type: type ?? 'image/png' })));
  return { drawImage, restore: () => (getContext.mockRestore(), toBlob.mockRestore()) };
}

/** jsdom's play() only reports "not implemented". */
export function stubMediaPlay(): void {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
}

/** The fallback file input (hidden behind its button). */
export function photoInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no photo file input');
  return input;
}
