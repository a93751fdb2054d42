import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FlowDefinition } from './flow-definition';

/** What a flow works on, as a link names it, with its key (the run's `contextKey`). */
export interface FlowLinkContext {
  ctx: unknown;
  contextKey: string;
}

/** The flow's context named by a link's query (null when it names nothing): pages and the server's render alike. */
export function flowContextOf(definition: FlowDefinition, search: string): FlowLinkContext | null {
  const ctx = definition.contextOf(new URLSearchParams(search));
  return ctx === null ? null : { ctx, contextKey: JSON.stringify(definition.queryOf(ctx)) };
}

/** The flow's context as the page's link names it, with its key (null when the link names nothing). */
export function useFlowContext(definition: FlowDefinition): FlowLinkContext | null {
  const [query] = useSearchParams();
  const search = query.toString();
  return useMemo(() => flowContextOf(definition, search), [definition, search]);
}
