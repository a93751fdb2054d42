import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from 'redux';
import type { RootState } from './root-reducer';

/** `useSelector` typed with the whole store state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useDispatch` for plain action objects (sagas do the async work). */
export const useAppDispatch = useDispatch.withTypes<Dispatch>();
