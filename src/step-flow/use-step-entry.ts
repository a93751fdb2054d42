import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { flowUrl, stepOf, type FlowDefinition } from './flow-definition';
import { flowCredentialLapsed, flowResumed, type FlowRunState } from './slice';
import { firstOpenStep } from './stepper-items';

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

/** Where a page of a step stands: shown, waiting, or sent elsewhere in the flow (a URL with the link's query). */
export type StepRoute = { kind: 'show' } | { kind: 'wait' } | { kind: 'goTo'; to: string };

/**
 * Whether the page of the step at `index` (the step's own, or a contract page of it) shows: a
 * finished flow goes to its finish page; the entry rules above (resume, lapsed credential); and no
 * skipping: a step before it not done yet is where the member is sent.
 */
export function useStepRoute(definition: FlowDefinition, run: FlowRunState, index: number): StepRoute {
  const entry = useStepEntry(definition, run, index);
  const url = (path: string) => flowUrl(definition, path, run.ctx);
  if (run.finished || definition.isDone?.(run.loaded))
    return { kind: 'goTo', to: url(definition.finish.path) };
  if (entry.kind === 'wait') return entry;
  if (entry.kind === 'goTo') return { kind: 'goTo', to: url(stepOf(definition, entry.stepKey).step.path) };
  const open = firstOpenStep(definition, run, index);
  return open >= 0 ? { kind: 'goTo', to: url(definition.steps[open].path) } : { kind: 'show' };
}
