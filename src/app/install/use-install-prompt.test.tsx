import { act, renderHook } from '@testing-library/react';
import { watchInstallPrompt } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

/** A browser's install offer as Chromium fires it, its prompt() a spy. */
function installOffer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn().mockResolvedValue({ outcome: 'accepted' }),
  });
  return event;
}

describe('useInstallPrompt', () => {
  it('offers installing only once the browser has made its offer, and holds back the browser’s own bar', () => {
    const page = new EventTarget();
    const prompt = watchInstallPrompt(page);
    const { result } = renderHook(() => useInstallPrompt(prompt));
    expect(result.current.canInstall).toBe(false);
    const offer = installOffer();
    act(() => void page.dispatchEvent(offer));
    expect(result.current.canInstall).toBe(true);
    expect(offer.defaultPrevented).toBe(true);
  });

  it('shows the browser’s dialog on install, once, and then offers no more', async () => {
    const page = new EventTarget();
    const prompt = watchInstallPrompt(page);
    const { result } = renderHook(() => useInstallPrompt(prompt));
    const offer = installOffer();
    act(() => void page.dispatchEvent(offer));
    await act(() => result.current.install());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.canInstall).toBe(false);
    await act(() => result.current.install());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('offers no more once the app is installed some other way (appinstalled)', () => {
    const page = new EventTarget();
    const prompt = watchInstallPrompt(page);
    const { result } = renderHook(() => useInstallPrompt(prompt));
    act(() => void page.dispatchEvent(installOffer()));
    expect(result.current.canInstall).toBe(true);
    act(() => void page.dispatchEvent(new Event('appinstalled')));
    expect(result.current.canInstall).toBe(false);
  });

  it('ignores an event of that name that is no install offer', () => {
    const page = new EventTarget();
    const prompt = watchInstallPrompt(page);
    const { result } = renderHook(() => useInstallPrompt(prompt));
    act(() => void page.dispatchEvent(new Event('beforeinstallprompt')));
    expect(result.current.canInstall).toBe(false);
  });

  it('offers nothing where there is no page to watch', () => {
    const { result } = renderHook(() => useInstallPrompt(null));
    expect(result.current.canInstall).toBe(false);
  });
});
