import type { EventChannel } from 'redux-saga';
import { call, put, select, spawn, take } from 'redux-saga/effects';
import { pageQueue } from '../api/offline/queue/page-queue';
import type { QueueItem } from '../api/offline/queue/queue-item';
import { settledItems, type SettledItem } from '../api/offline/queue/settled-channel';
import { fieldErrorsOf } from '../store/server-failure';
import { flowDefinition, stepOf, StepRefusal } from './flow-definition';
import { dropStepSend, stepSendTargetOf, type StepSendTarget } from './queued-send';
import { flowStepFailed, selectFlow, type FlowRunState, type WithStepFlows } from './slice';
import { afterStepSaved, type SaveOutcome } from './step-saved';

/** Waits until the flow is open (loaded) on the context the send was made for. */
function* flowOpenOn(target: StepSendTarget) {
  while (true) {
    const run: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, target.flow));
    if (run.contextKey === target.contextKey && run.load.status === 'success') return run;
    yield take('stepFlow/LOADED');
  }
}

/** Whether the member is on one of the flow's pages (then a finished send takes them on). */
function onFlowPage(flow: string): boolean {
  if (typeof window === 'undefined') return false;
  const definition = flowDefinition(flow);
  const here = window.location.pathname;
  return [...definition.steps.map((step) => step.path), definition.finish.path].includes(here);
}

/** Whether no request of the step's send was queued after this one (they go out in that order). */
function isLastOfGroup(item: QueueItem): boolean {
  return !pageQueue()
    .items()
    .some((other) => other.group === item.group && other.queuedAt > item.queuedAt);
}

/** Why the step's send did not go, as its step shows it. */
function failureOf({ item, kind }: SettledItem) {
  const message =
    kind === 'refused'
      ? (item.refusal?.message ?? '送出失敗，請稍後再試')
      : '此筆送出在 7 天內未能完成，已自本裝置移除，請重新送出';
  // A 422's fields show at their fields, as when the send was refused in the page.
  return {
    status: item.refusal?.status ?? null,
    code: null,
    message,
    fieldErrors: fieldErrorsOf(item.refusal?.details),
  };
}

function* settle(settled: SettledItem) {
  const { item, kind } = settled;
  const target = stepSendTargetOf(item.group);
  if (!target) return;
  // A request stored on the way (a signature): nothing to show; the send's last request decides.
  if (kind === 'sent' && !isLastOfGroup(item)) {
    yield call([pageQueue(), pageQueue().acknowledge], item.id);
    return;
  }
  const run: FlowRunState = yield call(flowOpenOn, target);
  const definition = flowDefinition(target.flow);
  const { step } = stepOf(definition, target.step);
  if (kind === 'sent' && step.send) {
    const input = { data: run.forms[target.step] ?? {}, ctx: run.ctx, loaded: run.loaded, forms: run.forms };
    try {
      const outcome: SaveOutcome = step.send.outcome(item.reply, input);
      yield call(afterStepSaved, target.flow, target.step, outcome, { navigate: onFlowPage(target.flow) });
    } catch (error) {
      const message = error instanceof StepRefusal ? error.message : '送出失敗，請稍後再試';
      yield put(
        flowStepFailed(target.flow, target.step, { status: null, code: null, message, fieldErrors: [] }),
      );
    }
    yield call([pageQueue(), pageQueue().acknowledge], item.id);
    return;
  }
  // Refused (or too old): the step says why, and the member may send again.
  yield put(flowStepFailed(target.flow, target.step, failureOf(settled)));
  yield call(dropStepSend, item.group);
}

/**
 * The step flows' sends from the offline queue: a send pressed offline that the page,
 * or the service worker with no page open, has since made. Stored, its step finishes as after a
 * send in the page (its outcome from the kept reply; the finish page if the member is on the
 * flow); refused or too old, the step shows why and the member may send again. One that settled
 * while the flow was closed waits until the flow is open on that link again.
 */
export function* queuedStepSendsSaga() {
  const channel: EventChannel<SettledItem> | null = settledItems(
    (item) => stepSendTargetOf(item.group) !== null,
  );
  if (!channel) return;
  while (true) {
    const settled: SettledItem = yield take(channel);
    yield spawn(settle, settled);
  }
}
