import type { UnknownAction } from 'redux';
import type { SharingInfo } from '../../api/v2/types/member';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import { logoutSucceeded } from '../../store/session/actions';

/** The session store's "logged out" action: the slice forgets the member's data then. */
const LOGGED_OUT = logoutSucceeded().type;

/** Loading the member's referral code, link and referred friends (`GET /members/sharing-info`). */
export const sharingActions = asyncActions<'share/info', void, SharingInfo>('share/info');

/** The share flow's slice of the store. */
export interface ShareState {
  sharing: CallState & { info: SharingInfo | null };
}

/** Every action the share reducer understands. */
export type ShareAction = AsyncActionOf<typeof sharingActions> | { type: typeof LOGGED_OUT };

/** The slice before anything was loaded. */
export const initialShareState: ShareState = { sharing: { ...idleCall, info: null } };

/** The share flow's reducer (mounted under `share` in the root reducer). */
export function shareReducer(state: ShareState = initialShareState, incoming: UnknownAction): ShareState {
  // Every action reaches every reducer; only the share flow's own types match below.
  const action = incoming as ShareAction;
  switch (action.type) {
    case sharingActions.REQUEST:
      return { sharing: { ...startedCall(), info: state.sharing.info } };
    case sharingActions.SUCCESS:
      return { sharing: { ...succeededCall(), info: action.payload } };
    case sharingActions.FAILURE:
      return { sharing: { ...failedCall(action.payload), info: state.sharing.info } };
    case LOGGED_OUT:
      // One member's referral code must never show to the next one on this device.
      return initialShareState;
    default:
      return state;
  }
}

/** The root state as far as the share flow reads it. */
export interface WithShare {
  share: ShareState;
}

/** The share flow's slice. */
export const selectShare = (state: WithShare): ShareState => state.share;
