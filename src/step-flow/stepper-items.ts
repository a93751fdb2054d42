import type { FlowDefinition } from './flow-definition';
import type { StepFrameItem } from './StepFrame';
import type { FlowRunState } from './slice';

/** The title of the stepper's last item, the finish page, unless the flow names it (finish.stepTitle). */
export const FINISH_STEP_TITLE = '完成';

/** What the stepper reads of a flow: its steps and its finish page. */
export type FlowShape = Pick<FlowDefinition, 'steps' | 'finish'>;

/**
 * A flow's stepper for the page at `current` (the steps, then 完成 at index steps.length): done
 * steps finished, the current one in process; only earlier steps can be clicked (going back).
 */
export function flowStepperItems(
  definition: FlowShape,
  run: Pick<FlowRunState, 'completed'>,
  current: number,
): StepFrameItem[] {
  const finished = current >= definition.steps.length;
  const steps: StepFrameItem[] = definition.steps.map((step, index) => ({
    title: step.title,
    status: index === current ? 'process' : run.completed.includes(step.key) ? 'finish' : 'wait',
    disabled: finished || index >= current,
  }));
  const title = definition.finish.stepTitle ?? FINISH_STEP_TITLE;
  return [...steps, { title, status: finished ? 'finish' : 'wait', disabled: true }];
}

/** The first step before `index` not done yet (where a member typing a later step's URL is sent), or -1. */
export function firstOpenStep(
  definition: Pick<FlowDefinition, 'steps'>,
  run: Pick<FlowRunState, 'completed'>,
  index: number,
): number {
  return definition.steps.findIndex((step, i) => i < index && !run.completed.includes(step.key));
}
