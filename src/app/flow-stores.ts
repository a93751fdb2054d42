import type { StoreModule } from '../store/store-module';

/**
 * The flows that keep a slice of their own, by their folder name (a route's `flow` in paths.ts),
 * each loaded with its first route: the slice and saga of a flow the member never opens are never
 * downloaded or evaluated. Flows run by the step-flow engine share its slice (app-store.ts).
 */
export const FLOW_STORES: Readonly<Record<string, () => Promise<StoreModule>>> = {
  auth: async () =>
    (await import(/* webpackChunkName: "auth-store" */ '../flows/auth/store-module')).authStoreModule,
  commodity: async () =>
    (await import(/* webpackChunkName: "commodity-store" */ '../flows/commodity/store-module'))
      .commodityStoreModule,
  member: async () =>
    (await import(/* webpackChunkName: "member-store" */ '../flows/member/store-module')).memberStoreModule,
  news: async () =>
    (await import(/* webpackChunkName: "news-store" */ '../flows/news/store-module')).newsStoreModule,
  orders: async () =>
    (await import(/* webpackChunkName: "orders-store" */ '../flows/orders/store-module')).ordersStoreModule,
  payments: async () =>
    (await import(/* webpackChunkName: "payments-store" */ '../flows/payments/store-module'))
      .paymentsStoreModule,
  share: async () =>
    (await import(/* webpackChunkName: "share-store" */ '../flows/share/store-module')).shareStoreModule,
};

/** Registers a flow's store module, loading it first; a flow without one (or none) is a no-op. */
export async function ensureFlowStore(
  flow: string | undefined,
  register: (module: StoreModule) => boolean,
): Promise<void> {
  const load = flow ? FLOW_STORES[flow] : undefined;
  if (load) register(await load());
}
