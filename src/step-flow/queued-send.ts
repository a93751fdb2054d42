import { captureRequest } from '../api/offline/queue/capture-request';
import { pageQueue } from '../api/offline/queue/page-queue';
import { isUnsent, type QueueItem, type QueuedRequest } from '../api/offline/queue/queue-item';
import { ownerOfRequest } from '../api/offline/queue/queue-owner';
import type { StepSaveInput, StepSaveOutcome, StepSend, StepSendCall } from './flow-definition';

const GROUP_PREFIX = 'step-send ';

/** Which step's send a queue group holds: the flow, the step and the context (link or case) it was for. */
export interface StepSendTarget {
  flow: string;
  step: string;
  contextKey: string;
}

/** The queue group of a step's send for one context: its requests go out in order under it. */
export function stepSendGroup({ flow, step, contextKey }: StepSendTarget): string {
  return `${GROUP_PREFIX}${flow} ${step} ${contextKey}`;
}

/** The step a queue group names, or null for another item (an upload picked in a form, a receipt). */
export function stepSendTargetOf(group: string): StepSendTarget | null {
  if (!group.startsWith(GROUP_PREFIX)) return null;
  const rest = group.slice(GROUP_PREFIX.length);
  const [flow = '', step = ''] = rest.split(' ', 2);
  if (!flow || !step) return null;
  return { flow, step, contextKey: rest.slice(flow.length + step.length + 2) };
}

/** Whether the step's send still waits in the queue: a request of it is neither stored nor refused. */
export function stepSendWaiting(items: readonly QueueItem[], group: string): boolean {
  return items.some((item) => item.group === group && isUnsent(item) && !item.refusal);
}

/** Sends the step's requests (`send.calls(input)`) in order, online; the last reply makes the step's outcome. */
export async function runStepSend<Ctx, Loaded>(
  send: StepSend<Ctx, Loaded>,
  calls: readonly StepSendCall[],
  input: StepSaveInput<Ctx, Loaded>,
): Promise<StepSaveOutcome<Loaded> | void> {
  let reply: unknown;
  for (const { call } of calls) reply = await call({});
  return send.outcome(reply, input);
}

/**
 * Keeps the step's requests in the offline queue, in order, under the step's group: each exactly
 * as its API call would send it (its credential, its fields, a signature's file), captured, not
 * sent. All are captured before the first is queued, so a send is queued whole or not at all.
 */
export async function queueStepSend(calls: readonly StepSendCall[], group: string): Promise<void> {
  const captured: { call: StepSendCall; request: QueuedRequest }[] = [];
  for (const call of calls) captured.push({ call, request: await captureRequest(call.call) });
  for (const { call, request } of captured) {
    await pageQueue().enqueue({
      // A send that names its own Idempotency-Key (an order's) keeps it: the online try and the queue's are one.
      id: idempotencyKeyOf(request),
      kind: call.kind,
      owner: await ownerOfRequest(request),
      group,
      label: call.label,
      request,
    });
  }
}

function idempotencyKeyOf(request: QueuedRequest): string | undefined {
  const name = Object.keys(request.headers).find((header) => header.toLowerCase() === 'idempotency-key');
  return name === undefined ? undefined : request.headers[name];
}

/** Removes every request of the step's send from the queue (refused: the member sends again). */
export async function dropStepSend(group: string): Promise<void> {
  for (const item of pageQueue().items()) if (item.group === group) await pageQueue().discard(item.id);
}
