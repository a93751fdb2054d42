import { Button, Result, Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { FlowDefinition } from './flow-definition';
import { flowStarted, selectFlow, type FlowRunState, type WithStepFlows } from './slice';
import { useFlowContext } from './use-flow-context';

/** Props of the gate in front of every page of a flow. */
export interface FlowGateProps {
  definition: FlowDefinition;
  /** The page, once the flow's data is loaded. */
  children: (run: FlowRunState) => ReactNode;
}

/**
 * Opens the flow for the context its link names and shows, instead of the page, what stands in the
 * way: a link that names nothing, the loading spinner, or the load's failure with 重試.
 */
export function FlowGate({ definition, children }: FlowGateProps) {
  const dispatch = useDispatch();
  const context = useFlowContext(definition);
  const run = useSelector((state: WithStepFlows) => selectFlow(state, definition.name));

  useEffect(() => {
    if (context) dispatch(flowStarted(definition.name, context.ctx, context.contextKey));
  }, [dispatch, definition, context]);

  if (!context) {
    return <Result status="warning" title="連結無效" subTitle={definition.invalidLinkText} />;
  }
  if (run.contextKey !== context.contextKey || run.load.pending || run.load.status === 'none') {
    return (
      <Spin description="資料加載中...">
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (run.load.status === 'fail') {
    return (
      <Result
        status="warning"
        title={definition.invalidLinkText}
        subTitle={run.load.message}
        extra={
          <Button
            type="primary"
            onClick={() => dispatch(flowStarted(definition.name, context.ctx, context.contextKey, true))}
          >
            重試
          </Button>
        }
      />
    );
  }
  return <>{children(run)}</>;
}
