import { fetchContactRelations, fetchDepartments, fetchSchools } from '../../api/v2/reference';
import type { LookupLoader } from '../../forms/form-context';

/** The server-side lists uischemas/memberInfo.json names (`ui:options.lookup`). */
export const memberInfoLookups: Record<string, LookupLoader> = {
  schools: async () =>
    (await fetchSchools()).map((school) => ({ value: school.schoolSerNo, label: school.schoolName })),
  departments: async ({ schoolSerNo }) =>
    typeof schoolSerNo === 'number'
      ? (await fetchDepartments(schoolSerNo)).map((dep) => ({
          value: dep.schoolDepNo,
          label: dep.schoolDepName,
        }))
      : [],
  contactRelations: async ({ isFirstContact }) =>
    (await fetchContactRelations(isFirstContact === true)).map((relation) => ({
      value: relation.id,
      label: relation.name,
    })),
};
