import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { erased, flowUrl, type FlowDefinition } from './flow-definition';
import { FlowGate } from './FlowGate';
import type { FlowPartProps } from './FlowStepPage';
import { StepFrame } from './StepFrame';
import { firstOpenStep, flowStepperItems } from './stepper-items';

/** Props of a flow's finish page. */
export interface FlowFinishPageProps<Ctx, Loaded> {
  definition: FlowDefinition<Ctx, Loaded>;
  /** What the finish page says (the flow's own: what was sent, what comes next). */
  Body: ComponentType<FlowPartProps<Loaded, Ctx>>;
}

/** The finish page: reached only once the flow was sent (or was already done), every step shown done. */
export function FlowFinishPage<Ctx, Loaded>({ definition: typed, Body }: FlowFinishPageProps<Ctx, Loaded>) {
  const definition = erased(typed);
  return (
    <FlowGate definition={typed}>
      {(run) => {
        const done = run.finished || Boolean(definition.isDone?.(run.loaded));
        if (!done) {
          const open = Math.max(firstOpenStep(definition, run, definition.steps.length), 0);
          return <Navigate to={flowUrl(definition, definition.steps[open].path, run.ctx)} replace />;
        }
        const finished = { ...run, completed: definition.steps.map((step) => step.key) };
        return (
          <StepFrame
            items={flowStepperItems(definition, finished, definition.steps.length)}
            current={definition.steps.length}
            title={definition.finish.title}
          >
            <Body run={run} />
          </StepFrame>
        );
      }}
    </FlowGate>
  );
}
