/** The five dialog kinds of spec §8. */
export type DialogKind = 'success' | 'info' | 'confirm' | 'warning' | 'error';

/**
 * What the app should do about a failed call, as the §8 catalogue decides it: the zh-TW text,
 * the dialog to show (null: none), where to go afterwards, whether the token is cleared, and
 * whether the failure is silent (only stored/logged). The app shell carries it out.
 */
export interface ApiErrorOutcome {
  status: number | null;
  code: string | null;
  message: string;
  dialog: DialogKind | null;
  /** A page (one of src/domain/route-paths.ts) to navigate to after the dialog (or at once without one). */
  redirect: string | null;
  clearToken: boolean;
  silent: boolean;
  /** The commodity token lapsed (001.401): the API layer has already forgotten it. */
  clearCommodityToken?: boolean;
  /** What the server found wrong, field by field (422 replies). */
  details?: ApiErrorDetail[];
}

/** One field the server found wrong (the `details` of a 422 reply). */
export interface ApiErrorDetail {
  path: string;
  keyword: string;
  message: string;
}

/** Carries an outcome out (installed once by the app shell). */
export type ApiErrorEffects = (outcome: ApiErrorOutcome) => void;
