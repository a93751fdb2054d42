import { watchInstallPrompt, type InstallPrompt } from './install-prompt';

/**
 * The page's one install offer, watched from the start of the app (start.ts imports this module
 * first), since the browser makes its offer once per page, early, before any menu is drawn.
 */
export const appInstallPrompt: InstallPrompt | null =
  typeof window === 'undefined' ? null : watchInstallPrompt(window);
