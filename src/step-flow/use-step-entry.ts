import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { stepOf, type FlowDefinition } from './flow-definition';
import { flowCredentialLapsed, flowResumed, type FlowRunState } from './slice';

/** What a step page does before showing its step: nothing, wait (an update is on its way), or go to a step. */
export type StepEntry = { kind: 'show' } | { kind: 'wait' } | { kind: 'goTo'; stepKey: string };

/**
 * The declared options that decide whether the step at `index` shows: a server draft resumes at
 * its first step not done when the flow opens on its first step (any later step clears the
 * resume, so 上一步 works); a later step opened without the flow's credential live (lapsed,
 * cleared by §8's 001.401) marks the obtaining step to be done again — the engine's "no skipping"
 * then leads there, where the credential's lapsedText says why.
 */
export function useStepEntry(definition: FlowDefinition, run: FlowRunState, index: number): StepEntry {
  const dispatch = useDispatch();
  const { credential } = definition;
  const lapsed =
    credential !== undefined &&
    index > stepOf(definition, credential.obtainedAt).index &&
    run.completed.includes(credential.obtainedAt) &&
    !credential.isLive();
  useEffect(() => {
    if (lapsed && credential) dispatch(flowCredentialLapsed(definition.name, credential.obtainedAt));
  }, [dispatch, definition.name, credential, lapsed]);
  useEffect(() => {
    if (run.resumeAt !== null && index > 0) dispatch(flowResumed(definition.name));
  }, [dispatch, definition.name, run.resumeAt, index]);

  if (lapsed) return { kind: 'wait' };
  if (run.resumeAt !== null && index === 0 && run.resumeAt !== definition.steps[0].key)
    return { kind: 'goTo', stepKey: run.resumeAt };
  return { kind: 'show' };
}
