import type { ServerFailure } from './server-failure';

/**
 * The REQUEST / SUCCESS / FAILURE triple of one async action (plain redux, no toolkit): the three
 * type strings and their creators. FAILURE always carries a ServerFailure.
 */
export function asyncActions<Base extends string, Req, Ok>(base: Base) {
  const REQUEST = `${base}/REQUEST` as const;
  const SUCCESS = `${base}/SUCCESS` as const;
  const FAILURE = `${base}/FAILURE` as const;
  return {
    REQUEST,
    SUCCESS,
    FAILURE,
    request: (payload: Req) => ({ type: REQUEST, payload }),
    success: (payload: Ok) => ({ type: SUCCESS, payload }),
    failure: (payload: ServerFailure) => ({ type: FAILURE, payload, error: true as const }),
  };
}

interface ActionCreators {
  request: (...args: never[]) => unknown;
  success: (...args: never[]) => unknown;
  failure: (...args: never[]) => unknown;
}

/** The action objects of one triple, for a reducer's union. */
export type AsyncActionOf<T extends ActionCreators> =
  ReturnType<T['request']> | ReturnType<T['success']> | ReturnType<T['failure']>;
