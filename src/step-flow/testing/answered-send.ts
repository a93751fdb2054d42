import type { StepSaveInput, StepSaveOutcome, StepSend } from '../flow-definition';

/**
 * Test support: a step's send of one request, which `answer` stands for; what it answers (or
 * throws) is the step's outcome, as from a real request.
 */
export function answeredSend<Ctx, Loaded>(
  answer: (input: StepSaveInput<Ctx, Loaded>) => Promise<StepSaveOutcome<Loaded> | void>,
): StepSend<Ctx, Loaded> {
  return {
    calls: (input) => [{ kind: 'send', label: '送出', call: () => answer(input) }],
    outcome: (reply) => reply as StepSaveOutcome<Loaded> | void,
  };
}
