import { Button, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { getAccessToken } from '../api/session-cookies';
import { PageTitle } from '../ui/PageTitle';
import { useRevealInBackground } from '../ui/use-reveal-in-background';
import { erased, type FlowDefinition } from './flow-definition';
import { flowStarted, selectFlow, type LoadedRun, type WithStepFlows } from './slice';
import { useFlowContext } from './use-flow-context';
import { ROUTE_PATHS } from '../domain/route-paths';

/** Where a member flow sends a visitor without a member token. */
const LOGIN_PATH = ROUTE_PATHS.login;

/** Props of the gate in front of every page of a flow. */
export interface FlowGateProps<Ctx, Loaded> {
  definition: FlowDefinition<Ctx, Loaded>;
  /** The page, once the flow's data is loaded. */
  children: (run: LoadedRun<Loaded, Ctx>) => ReactNode;
}

/**
 * Opens the flow for the context its link names and shows, instead of the page, what stands in the
 * way: a member flow without a member token goes to /login (and comes back after), a link that
 * names nothing says so, then the loading spinner, or the load's failure with 重試.
 */
export function FlowGate<Ctx, Loaded>({ definition: typed, children }: FlowGateProps<Ctx, Loaded>) {
  const definition = erased(typed);
  const dispatch = useDispatch();
  const context = useFlowContext(definition);
  const run = useSelector((state: WithStepFlows) => selectFlow(state, definition.name));
  const location = useLocation();
  const allowed = definition.guard === 'guest' || getAccessToken() !== null;
  const loaded =
    context !== null &&
    run.contextKey === context.contextKey &&
    !run.load.pending &&
    run.load.status !== 'none';
  const revealed = useRevealInBackground(loaded);

  useEffect(() => {
    if (context && allowed) dispatch(flowStarted(definition.name, context.ctx, context.contextKey));
  }, [dispatch, definition, context, allowed]);

  if (!allowed) {
    const here = location.pathname + location.search;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (!context) {
    return (
      <Result
        status="warning"
        title={<PageTitle>連結無效</PageTitle>}
        subTitle={definition.invalidLinkText}
      />
    );
  }
  // Loaded, the page is drawn in the background while the spinner stays (use-reveal-in-background).
  if (!revealed) {
    return (
      <Spin description="資料加載中...">
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (run.load.status === 'fail') {
    // A refusal (4xx: unknown or expired link, not yours) stays; no reply or a server fault may pass.
    const status = run.loadFailureStatus;
    const refused = status !== null && status >= 400 && status < 500;
    return (
      <Result
        status="warning"
        title={<PageTitle>{refused ? definition.invalidLinkText : '資料載入失敗'}</PageTitle>}
        subTitle={run.load.message}
        extra={
          !refused && (
            <Button
              type="primary"
              onClick={() => dispatch(flowStarted(definition.name, context.ctx, context.contextKey, true))}
            >
              重試
            </Button>
          )
        }
      />
    );
  }
  // Drawn only once the load succeeded: what was loaded is what the definition's own load returned.
  return <>{children(run as LoadedRun<Loaded, Ctx>)}</>;
}
