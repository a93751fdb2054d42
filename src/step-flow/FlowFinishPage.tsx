import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { flowUrl, type FlowDefinition } from './flow-definition';
import { FlowGate } from './FlowGate';
import type { FlowPartProps } from './FlowStepPage';
import { StepFrame } from './StepFrame';
import { firstOpenStep, flowStepperItems } from './stepper-items';

/** Props of a flow's finish page. */
export interface FlowFinishPageProps {
  definition: FlowDefinition;
  /** What the finish page says (the flow's own: what was sent, what comes next). */
  Body: ComponentType<FlowPartProps>;
}

/** The finish page: reached only once the flow was sent (or was already done), every step shown done. */
export function FlowFinishPage({ definition, Body }: FlowFinishPageProps) {
  return (
    <FlowGate definition={definition}>
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
