import { ORDER_PATHS } from './order-paths';
import { newOrderKey } from './order-progress';

/** Step 1 of a new order of the product: the link the products page (and a bare step 1) lead to. */
export function newOrderUrl(productCode: string): string {
  const query = new URLSearchParams({ product: productCode, order: newOrderKey() });
  return `${ORDER_PATHS.step1}?${query.toString()}`;
}
