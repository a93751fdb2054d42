import { call } from 'redux-saga/effects';
import type { ServerFailure } from '../store/server-failure';
import type { FlowDefinition, FlowStepDefinition } from './flow-definition';
import { saveServerDraft, type DraftSaveOutcome } from './server-draft-saga';

/** How a step sent by saving the draft went: the refusal that keeps the member on it, or done. */
export type DraftSentStep = { failure: ServerFailure } | { failure: null; saved: boolean };

/**
 * Whether `step` is sent by saving the flow's draft: a step of a `server` flow without a `send`,
 * not a contract step, not the one obtaining the credential (the draft needs it) and not the last
 * (the last one finishes the flow).
 */
export function sentByDraft(definition: FlowDefinition, step: FlowStepDefinition<unknown, unknown>): boolean {
  const last = definition.steps[definition.steps.length - 1] === step;
  return (
    definition.draft === 'server' &&
    definition.serverDraft !== undefined &&
    !step.send &&
    !step.contracts &&
    definition.credential?.obtainedAt !== step.key &&
    !last
  );
}

/**
 * Sends the step by saving the draft with it done (ServerDraftOptions.refusedAt): fields of the
 * step the server refused, or another refusal, keep the member on it; no reply at all (offline,
 * the server unreachable) lets the step complete, and the draft goes once there is a network.
 */
export function* sendStepByDraft(definition: FlowDefinition, key: string) {
  const outcome: DraftSaveOutcome = yield call(saveServerDraft, definition.name, { completing: key });
  if (!outcome.ok) {
    const done: DraftSentStep = { failure: null, saved: false };
    return outcome.failure.status === null ? done : ({ failure: outcome.failure } as DraftSentStep);
  }
  const refusedAt = definition.serverDraft?.refusedAt;
  const refused = refusedAt ? refusedAt(outcome.refused, key) : outcome.refused;
  if (refused.length === 0) return { failure: null, saved: true } as DraftSentStep;
  const message = refused.map((error) => error.message).join('、');
  return { failure: { status: 422, code: null, message, fieldErrors: refused } } as DraftSentStep;
}
