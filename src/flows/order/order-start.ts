import { newOrderKey } from './order-progress';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** Step 1 of a new order of the product: the link the products page (and a bare step 1) lead to. */
export function newOrderUrl(productCode: string): string {
  const query = new URLSearchParams({ product: productCode, order: newOrderKey() });
  return `${ROUTE_PATHS.orderStep1}?${query.toString()}`;
}
