import { put } from 'redux-saga/effects';
import { isApiCallError } from '../../../api/errors/api-call-error';
import { dialogShown } from '../../../store/global-ui/actions';

/** The commodity token lapsed (spec §8): the member must go back to step 1. */
export const COMMODITY_TOKEN_EXPIRED = '001.401';

/**
 * Draft saves skip the global §8 handling so that offline and refused fields stay quiet; this
 * shows the dialog the catalogue chose for any other failure (a lapsed token, a server error),
 * with its redirect. `only` limits it to some codes (the background saves: the lapsed token).
 */
export function* showSkippedOutcome(error: unknown, only?: readonly string[]) {
  if (!isApiCallError(error)) return; // not resolved by the catalogue (tests, no interceptor)
  const { outcome } = error;
  if (!outcome.dialog || outcome.silent || outcome.status === null || outcome.status === 422) return;
  if (only && !only.includes(outcome.code ?? '')) return;
  yield put(dialogShown({ kind: outcome.dialog, message: outcome.message, redirect: outcome.redirect }));
}
