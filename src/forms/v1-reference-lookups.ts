import { fetchV1Info, v1ListOf, type V1InfoItems, type V1InfoParams } from '../api/v1/info';
import type { LookupLoader } from './form-context';
import { departmentOption, schoolOption } from './reference-lookups';

/** A v1 list, or an error when it did not come back (the widget then offers 重試). */
async function v1List<K extends keyof V1InfoItems>(
  type: K,
  params?: V1InfoParams[K],
): Promise<V1InfoItems[K][]> {
  const reply = await fetchV1Info(type, params);
  const list = v1ListOf(reply);
  if (!list) throw new Error(`GET /api/v1/info/index/${type} answered ${reply.status}`);
  return list;
}

/**
 * The older order flow's school lists from the older v1 API (spec §7 Legacy v1), as form lookups
 * of the same names and options as the v2 ones. The v1 client never rejects; its §8 rules show
 * 系統參數有誤 (422 9100, then as 500) or 伺服器忙碌中 (500) and log the rest, and a list that did not
 * come back fails the lookup so its widget shows the inline retry.
 */
export function v1ReferenceLookups(): Record<string, LookupLoader> {
  return {
    schools: async () => (await v1List('school')).map(schoolOption),
    departments: async ({ schoolSerNo }) =>
      (await v1List('school_department', { schoolSerNo: Number(schoolSerNo) })).map(departmentOption),
  };
}
