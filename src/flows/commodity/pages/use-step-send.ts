import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ServerFieldError } from '../../../forms/server-errors';
import { flowStepSubmitted } from '../../../step-flow/slice';
import { COMMODITY, stepKeyOf } from '../commodity-flow';
import type { CommodityStep } from '../model/form-data';
import { selectCommodityRun, type WithCommodity } from '../selectors';

const NONE: ServerFieldError[] = [];

/** What a wizard step's 下一步 shows: under way, refused (the message and its fields), or neither. */
export interface StepSend {
  /** Sends the step as its form stands (the engine saves the draft with it done and goes on). */
  send: () => void;
  pending: boolean;
  /** The refusal's message, or null. */
  failed: string | null;
  /** The fields of this step the server refused (paths of its form). */
  fieldErrors: ServerFieldError[];
}

/**
 * A wizard step (2–4) sent by the engine: 下一步 submits the step (flowStepSubmitted), which the
 * engine sends by saving the draft with the step done (a `server` flow's step with nothing of its
 * own to send); the step's part of the run's `save` says how it went.
 */
export function useStepSend(step: CommodityStep): StepSend {
  const dispatch = useDispatch();
  const store = useStore<WithCommodity>();
  const key = stepKeyOf(step);
  const { save } = useSelector(selectCommodityRun);
  const mine = save.step === key;
  return {
    send: () => {
      const data = selectCommodityRun(store.getState()).forms[key] ?? {};
      dispatch(flowStepSubmitted(COMMODITY, key, data));
    },
    pending: mine && save.pending,
    failed: mine && save.status === 'fail' ? (save.message ?? '儲存失敗，請稍後再試') : null,
    fieldErrors: mine ? save.fieldErrors : NONE,
  };
}
