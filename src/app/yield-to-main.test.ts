import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('resumes in a later task: work queued as a microtask after the call has run by then', async () => {
    const done: string[] = [];
    const resumed = yieldToMain().then(() => done.push('resumed'));
    queueMicrotask(() => done.push('microtask'));
    void Promise.resolve().then(() => done.push('promise job'));
    await resumed;
    expect(done).toEqual(['microtask', 'promise job', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await yieldToMain();
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
