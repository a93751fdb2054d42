import { createContext, useContext, type ReactNode } from 'react';

/** The time source of date-dependent UI (e.g. the referral deadline), replaceable in tests. */
export interface Clock {
  now: () => Date;
}

const realClock: Clock = { now: () => new Date() };

const ClockContext = createContext<Clock>(realClock);

/** Provides a clock to the tree; without one, components use the real time. */
export function ClockProvider({ clock, children }: { clock?: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock ?? realClock}>{children}</ClockContext.Provider>;
}

/** The current clock. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
