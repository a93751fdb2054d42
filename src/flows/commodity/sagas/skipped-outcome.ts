import { put } from 'redux-saga/effects';
import { isApiCallError } from '../../../api/errors/api-call-error';
import { dialogShown } from '../../../store/global-ui/actions';

/**
 * Draft saves skip the global §8 handling so that offline and refused fields stay quiet; this
 * shows the dialog the catalogue chose for another failure of a step's save (a server error),
 * with its redirect.
 */
export function* showSkippedOutcome(error: unknown) {
  if (!isApiCallError(error)) return; // not resolved by the catalogue (tests, no interceptor)
  const { outcome } = error;
  if (!outcome.dialog || outcome.silent || outcome.status === null || outcome.status === 422) return;
  yield put(dialogShown({ kind: outcome.dialog, message: outcome.message, redirect: outcome.redirect }));
}
