import type { Reducer } from 'redux';

/*
 * A slice taken over from a page the server rendered with its data: the app starts from
 * the state the HTML was drawn with, so its first render is that HTML (src/app/open-page.tsx).
 */

export const SLICE_HYDRATED = 'store/SLICE_HYDRATED';

/** Replaces the registered slice `name` with `state` (the state a page was rendered with). */
export function sliceHydrated(name: string, state: unknown) {
  return { type: SLICE_HYDRATED, payload: { name, state } } as const;
}

function isSliceHydrated(action: { type: string }): action is ReturnType<typeof sliceHydrated> {
  return action.type === SLICE_HYDRATED;
}

/**
 * The root reducer with slices taken over: a slice's own reducer never sees the action, and a
 * slice not registered (no such module loaded) is left alone.
 */
export function withSliceHydration<S>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (!isSliceHydrated(action) || state === undefined) return reducer(state, action);
    const slices = state as Record<string, unknown>;
    if (!(action.payload.name in slices)) return reducer(state, action);
    return { ...slices, [action.payload.name]: action.payload.state } as S;
  };
}
