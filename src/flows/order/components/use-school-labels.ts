import { useEffect, useState } from 'react';
import { v1ReferenceLookups } from '../../../forms/v1-reference-lookups';
import type { LookupLabels } from '../order-recap';

/**
 * The names of the student's school and department (the form keeps their numbers), looked up
 * through the same reference lists as the form's selects; empty when not a student.
 */
export function useSchoolLabels(schoolSerNo: unknown, schoolDepNo: unknown): LookupLabels {
  const [labels, setLabels] = useState<LookupLabels>({});
  useEffect(() => {
    if (typeof schoolSerNo !== 'number') return undefined;
    let current = true;
    const lookups = v1ReferenceLookups();
    const nameOf = async (load: Promise<{ value: unknown; label: string }[]>, value: unknown) =>
      (await load).find((option) => option.value === value)?.label;
    Promise.all([
      nameOf(lookups.schools({}), schoolSerNo),
      typeof schoolDepNo === 'number' ? nameOf(lookups.departments({ schoolSerNo }), schoolDepNo) : undefined,
    ]).then(
      ([school, department]) =>
        current && setLabels({ schoolSerNo: school, ...(department ? { schoolDepNo: department } : {}) }),
      // Names that cannot be loaded leave the numbers: the recap stays readable without them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [schoolSerNo, schoolDepNo]);
  return labels;
}
