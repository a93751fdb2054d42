import { SKIP_GLOBAL_ERROR } from '../api/errors/request-flags';
import {
  fetchBankBranches,
  fetchBanks,
  fetchContactRelations,
  fetchDepartments,
  fetchSchools,
  type School,
  type SchoolDepartment,
} from '../api/v2/reference';
import type { LookupLoader, LookupOption } from './form-context';

/** A school as a lookup option (v2 and v1 lists alike). */
export const schoolOption = (school: School): LookupOption => ({
  value: school.schoolSerNo,
  label: school.schoolName,
});

/** A school department as a lookup option (v2 and v1 lists alike). */
export const departmentOption = (department: SchoolDepartment): LookupOption => ({
  value: department.schoolDepNo,
  label: department.schoolDepName,
});

/** Loads each static list once per cache; a failure is forgotten so that 重試 asks the server again. */
function cached(
  cache: Map<string, Promise<LookupOption[]>>,
  key: string,
  load: () => Promise<LookupOption[]>,
): Promise<LookupOption[]> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

/**
 * The server's reference lists as form lookups (uischemas' `ui:options.lookup`): schools,
 * departments, banks, branches by keyword, contact relations per contact. Failures show inline in
 * the widget (retry), so the calls skip the global error dialog. Each call makes a fresh cache.
 */
export function referenceLookups(): Record<string, LookupLoader> {
  const cache = new Map<string, Promise<LookupOption[]>>();
  const quiet = SKIP_GLOBAL_ERROR;
  return {
    schools: () => cached(cache, 'schools', async () => (await fetchSchools(quiet)).map(schoolOption)),
    departments: ({ schoolSerNo }) =>
      cached(cache, `departments:${String(schoolSerNo)}`, async () =>
        (await fetchDepartments(Number(schoolSerNo), quiet)).map(departmentOption),
      ),
    banks: () =>
      cached(cache, 'banks', async () =>
        (await fetchBanks(quiet)).map((b) => ({ value: b.bankCode, label: `${b.bankCode} ${b.bankName}` })),
      ),
    bankBranches: async ({ bankCode, keyword }) =>
      (await fetchBankBranches(String(bankCode), keyword ? String(keyword) : undefined, quiet)).map((b) => ({
        value: b.branchCode,
        label: `${b.branchName}（${b.branchCode}）`,
      })),
    contactRelations: ({ isFirstContact }) =>
      cached(cache, `relations:${String(isFirstContact === true)}`, async () =>
        (await fetchContactRelations(isFirstContact === true, quiet)).map((r) => ({
          value: r.id,
          label: r.name,
        })),
      ),
  };
}
