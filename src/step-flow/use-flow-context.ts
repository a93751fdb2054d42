import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FlowDefinition } from './flow-definition';

/** The flow's context as the page's link names it, with its key (null when the link names nothing). */
export function useFlowContext(definition: FlowDefinition): { ctx: unknown; contextKey: string } | null {
  const [query] = useSearchParams();
  const search = query.toString();
  return useMemo(() => {
    const ctx = definition.contextOf(new URLSearchParams(search));
    return ctx === null ? null : { ctx, contextKey: JSON.stringify(definition.queryOf(ctx)) };
  }, [definition, search]);
}
