import { useCallback, useSyncExternalStore } from 'react';
import { appInstallPrompt } from './app-install-prompt';
import type { InstallPrompt } from './install-prompt';

const never = () => () => undefined;

/**
 * Whether the browser offers to install the app now, and `install` to show its dialog: for the
 * member menu's 「安裝」, which shows only while an offer is held.
 */
export function useInstallPrompt(prompt: InstallPrompt | null = appInstallPrompt): {
  canInstall: boolean;
  install: () => Promise<void>;
} {
  const canInstall = useSyncExternalStore(
    prompt?.subscribe ?? never,
    () => prompt?.available() ?? false,
    () => false,
  );
  const install = useCallback(async () => {
    await prompt?.install();
  }, [prompt]);
  return { canInstall, install };
}
