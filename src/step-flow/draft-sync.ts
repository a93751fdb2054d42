/*
 * Imported as a namespace (`sync.saved(…)`, in slice.ts): each name reads with it.
 */
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../store/call-state';
import type { ServerFailure } from '../store/server-failure';

/**
 * A `server` flow's draft as the server has it: the last save and its time; `revision` counts the
 * changes the draft carries, so it is unsynced (the marker) while above `syncedRevision`.
 */
export type DraftSync = CallState & { savedAt: string | null; revision: number; syncedRevision: number };

/** No draft saved, nothing changed. */
export const idle: DraftSync = { ...idleCall, savedAt: null, revision: 0, syncedRevision: 0 };

/** One more change the server has not got (typing, a step done, a copy from the device that won). */
export const changed = (sync: DraftSync): DraftSync => ({
  ...sync,
  revision: Math.max(sync.revision, sync.syncedRevision) + 1,
});

/** What the server holds is what the flow holds (a draft just loaded from it): nothing unsynced. */
export const caughtUp = (sync: DraftSync): DraftSync => ({
  ...sync,
  syncedRevision: Math.max(sync.revision, sync.syncedRevision),
});

/** A save began. */
export const saving = (sync: DraftSync): DraftSync => ({ ...sync, ...startedCall() });

/** The server took the draft as it stood at `revision` (later changes stay unsynced). */
export const saved = (sync: DraftSync, savedAt: string, revision: number): DraftSync => ({
  ...sync,
  ...succeededCall(),
  savedAt,
  syncedRevision: Math.max(sync.syncedRevision, revision),
});

/** The save failed (the status says so; the next change tries again). */
export const saveFailed = (sync: DraftSync, failure: ServerFailure): DraftSync => ({
  ...sync,
  ...failedCall(failure),
});

/** The draft holds changes the server has not got yet. */
export const unsynced = (sync: DraftSync): boolean => sync.revision > sync.syncedRevision;
