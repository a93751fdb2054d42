/** How sagas move the app to another page: the router's navigate, handed in as saga context. */
export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/** The saga-context key under which `AppNavigate` is stored (read with `getContext(NAVIGATE)`). */
export const NAVIGATE = 'navigate';
