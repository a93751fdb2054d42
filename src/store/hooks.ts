import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from 'redux';
import type { GlobalUiState } from './global-ui/slice';
import type { SessionState } from './session/slice';

/** The slices every page can count on, whichever flows are loaded (the rest belong to their flows). */
export interface ShellState {
  globalUi: GlobalUiState;
  session: SessionState;
}

/** `useSelector` typed with the shell's slices. */
export const useAppSelector = useSelector.withTypes<ShellState>();
/** `useDispatch` for plain action objects (sagas do the async work). */
export const useAppDispatch = useDispatch.withTypes<Dispatch>();
