import { Navigate } from 'react-router-dom';
import { flowUrl } from '../../../step-flow/flow-definition';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { orderFlow, type OrderContext, type OrderLoaded } from '../order-flow';
import { ProductCard } from './ProductCard';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * Step 1's lead: the product being ordered (the form below asks only the periods and a note).
 * Once the order is sent it can no longer change: the step leads to the sent order's recap.
 */
export function ProductIntro({ run }: FlowPartProps<OrderLoaded, OrderContext>) {
  const loaded = run.loaded;
  if (loaded.appCaseNo) return <Navigate to={flowUrl(orderFlow, ROUTE_PATHS.orderStep3, run.ctx)} replace />;
  return <ProductCard product={loaded.product} />;
}
