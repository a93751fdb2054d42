import { CAMERA_PROBLEM_TEXT, environmentProblem, problemOf } from './camera-problem';

const navigatorWith = (mediaDevices: unknown) => ({ mediaDevices }) as unknown as Navigator;

describe('environmentProblem', () => {
  it('says insecure outside HTTPS, where browsers hide the camera', () => {
    expect(environmentProblem({ isSecureContext: false, navigator: navigatorWith(undefined) })).toBe(
      'insecure',
    );
  });

  it('says unsupported when a secure page still has no getUserMedia', () => {
    expect(environmentProblem({ isSecureContext: true, navigator: navigatorWith(undefined) })).toBe(
      'unsupported',
    );
    expect(environmentProblem({ isSecureContext: true, navigator: navigatorWith({}) })).toBe('unsupported');
  });

  it('finds nothing wrong when the camera can be asked for', () => {
    const mediaDevices = { getUserMedia: () => Promise.reject(new Error('not called')) };
    expect(environmentProblem({ isSecureContext: true, navigator: navigatorWith(mediaDevices) })).toBeNull();
  });
});

describe('problemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ])('maps %s to %s', (name, problem) => {
    expect(problemOf(new DOMException('x', name))).toBe(problem);
  });

  it('maps anything that is not an error to failed', () => {
    expect(problemOf('nope')).toBe('failed');
  });

  it('has a zh-TW text for every problem, each pointing to the photo button', () => {
    for (const text of Object.values(CAMERA_PROBLEM_TEXT)) expect(text).toMatch(/下方按鈕/);
  });
});
