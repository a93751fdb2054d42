import { useMemo } from 'react';
import { useStore } from 'react-redux';
import type { Dispatch, Unsubscribe } from 'redux';
import { fetchCareerTypes, type CareerType } from '../../api/v2/interest-plans';
import type { LookupLoader } from '../../forms/form-context';
import { referenceLookups } from '../../forms/reference-lookups';
import { installmentOptions } from './model/installment-options';
import { productLookupOptions } from './model/product-options';
import { selectCommodityRun, selectWizardForms, type WithCommodity } from './selectors';
import { toServerFailure } from '../../store/server-failure';
import { commodityFlowStarted, type CommodityLoaded } from './commodity-flow';

/** The part of the redux store the lookups use: they read the wizard's state and ask for what is missing. */
export interface CommodityStoreLike {
  getState: () => WithCommodity;
  dispatch: Dispatch;
  subscribe: (listener: () => void) => Unsubscribe;
}

type Settled<T> = { done: false } | { done: true; value: T } | { done: true; error: string };

const WAITING = { done: false } as const;

/** Resolves once `read` finds the state settled: the plans arrive through the flow's load. */
function whenSettled<T>(store: CommodityStoreLike, read: (state: WithCommodity) => Settled<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: Unsubscribe | undefined;
    const check = (): boolean => {
      const settled = read(store.getState());
      if (!settled.done) return false;
      unsubscribe?.();
      if ('value' in settled) resolve(settled.value);
      else reject(new Error(settled.error));
      return true;
    };
    if (!check()) unsubscribe = store.subscribe(check);
  });
}

function reference(store: CommodityStoreLike): Promise<CommodityLoaded> {
  const { load } = selectCommodityRun(store.getState());
  // A failed load is asked again: the widget calls the loader once more when the member taps 重試,
  // and the answer is the new load's, not the failure it replaces.
  const retrying = load.status === 'fail' && !load.pending;
  if (load.status !== 'success' && !load.pending) store.dispatch(commodityFlowStarted(retrying));
  let asked = !retrying;
  return whenSettled<CommodityLoaded>(store, (state) => {
    const run = selectCommodityRun(state);
    asked ||= run.load.pending;
    if (!asked || run.load.pending || run.load.status === 'none') return WAITING;
    return run.load.status === 'success' && run.loaded
      ? { done: true, value: run.loaded as CommodityLoaded }
      : { done: true, error: run.load.message ?? '' };
  });
}

/** A plan's career types, asked once per plan (a failure is forgotten, so 重試 asks again). */
function careerTypesOf(cache: Map<number, Promise<CareerType[]>>, planId: number): Promise<CareerType[]> {
  const hit = cache.get(planId);
  if (hit) return hit;
  const loading = fetchCareerTypes(planId).catch((error: unknown) => {
    cache.delete(planId);
    throw new Error(toServerFailure(error, '職業類別載入失敗，請稍後再試').message);
  });
  cache.set(planId, loading);
  return loading;
}

/**
 * Every lookup the commodity forms name (uischemas/commodity*.json `ui:options.lookup`): plans
 * from the wizard's state, career types per plan (asked once each) and installments (the 36th
 * period only for restricted careers), products from the chosen
 * plan's description, and the reference lists (schools, departments, banks, branches by keyword,
 * contact relations per contact) from the server. Failures show inline in the widget (retry), so
 * the reference calls skip the global error dialog.
 */
export function commodityLookups(store: CommodityStoreLike): Record<string, LookupLoader> {
  const careers = new Map<number, Promise<CareerType[]>>();
  return {
    interestPlans: async () =>
      (await reference(store)).plans.map((plan) => ({
        value: plan.id,
        label: plan.name,
        extra: { description: plan.description, minAmount: plan.minAmount, maxAmount: plan.maxAmount },
      })),
    careerTypes: async ({ planId }) =>
      (await careerTypesOf(careers, Number(planId))).map((career) => ({
        value: career.id,
        label: career.name,
        extra: { restrictedInstallment: career.restrictedInstallment },
      })),
    installments: async ({ planId, careerTypeId }) => {
      const { plans } = await reference(store);
      const planCareers = await careerTypesOf(careers, Number(planId));
      const plan = plans.find((p) => p.id === Number(planId));
      const career = planCareers.find((c) => c.id === Number(careerTypeId));
      return installmentOptions(plan?.interestRates ?? [], career);
    },
    productNames: async () => {
      const { plans } = await reference(store);
      const planId = selectWizardForms(store.getState()).plan.interestPlanId;
      return productLookupOptions(plans.find((p) => p.id === planId)?.description);
    },
    ...referenceLookups(),
  };
}

/** The lookups for the commodity forms' `formContext`, made once per store. */
export function useCommodityLookups(): Record<string, LookupLoader> {
  const store = useStore<WithCommodity>();
  return useMemo(() => commodityLookups(store), [store]);
}
