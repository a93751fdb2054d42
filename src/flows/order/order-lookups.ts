import type { LookupLoader } from '../../forms/form-context';
import type { TestProduct } from './test-products';

/**
 * The order flow's own list (uischemas/orderProduct.json names it): `productPeriods`, only the
 * periods the product's merchant offers, so step 1 never offers one the listing does not (the
 * schema's enum is every period a plan has). Without a product (the schema lint reads only the
 * names) it offers none.
 */
export function orderLookups(product: Pick<TestProduct, 'periods'> | null): Record<string, LookupLoader> {
  return {
    productPeriods: async () =>
      (product?.periods ?? []).map((periods) => ({ value: periods, label: `${periods} 期` })),
  };
}
