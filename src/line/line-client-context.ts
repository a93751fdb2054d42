import { createContext, useContext, useMemo } from 'react';
import { appConfig } from '../api/app-config';
import { createLiffClient, type LineClient, type LineClientFactory } from './line-client';

/** Which LINE client the pages make; tests provide a fake factory. */
export const LineClientContext = createContext<LineClientFactory>(createLiffClient);

/** Where LINE sends the browser back after its login page (spec §2 /member/line/auth). */
export function lineReturnUrl(): string {
  return `${window.location.origin}/member/line/auth`;
}

/** The LINE client for the configured LIFF app, or null when LINE login is not offered (no liffId). */
export function useLineClient(): LineClient | null {
  const factory = useContext(LineClientContext);
  const { liffId } = appConfig();
  return useMemo(() => (liffId ? factory(liffId) : null), [factory, liffId]);
}
