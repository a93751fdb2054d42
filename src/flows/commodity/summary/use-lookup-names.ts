import { useEffect, useState } from 'react';
import type { LookupLoader } from '../../../forms/form-context';
import { useCommodityLookups } from '../lookups';
import type { CommodityForms } from '../model/form-data';
import type { LookupNames } from './summary-sections';

type Wanted = [keyof LookupNames, string, Record<string, unknown>, unknown];

/** The lookups to name and with what: [name key, lookup, its arguments, the id held]. */
function wanted({ plan, applicant: a }: CommodityForms): Wanted[] {
  const list: Wanted[] = [
    ['careerType', 'careerTypes', { planId: plan.interestPlanId }, plan.careerTypeId],
    ['firstRelation', 'contactRelations', { isFirstContact: true }, a.firstContact?.contactRelationId],
    ['secondRelation', 'contactRelations', { isFirstContact: false }, a.secondContact?.contactRelationId],
    [
      'creditCardBank',
      'banks',
      {},
      a.creditCard?.creditCardTag ? a.creditCard.creditCardBankCode : undefined,
    ],
    ['passbookBank', 'banks', {}, a.passbookBankCode],
    ['passbookBranch', 'bankBranches', { bankCode: a.passbookBankCode }, a.passbookBankBranchCode],
    ['school', 'schools', {}, a.schoolSerNo],
    ['department', 'departments', { schoolSerNo: a.schoolSerNo }, a.schoolDepartmentNo],
  ];
  return list.filter(([, , , id]) => id !== undefined && id !== null && id !== '');
}

async function labelOf(loader: LookupLoader | undefined, args: Record<string, unknown>, id: unknown) {
  const options = loader ? await loader(args) : [];
  return options.find((option) => String(option.value) === String(id))?.label;
}

/**
 * The names of the ids the forms hold, asked of the same lookups the forms used (cached lists,
 * career types through the store). Until a name arrives, or if its list fails, the summary shows
 * the id itself.
 */
export function useLookupNames(forms: CommodityForms): LookupNames {
  const lookups = useCommodityLookups();
  const [names, setNames] = useState<LookupNames>({});
  const requests = wanted(forms);
  const key = JSON.stringify(requests);
  useEffect(() => {
    let live = true;
    for (const [nameKey, lookup, args, id] of JSON.parse(key) as Wanted[]) {
      labelOf(lookups[lookup], args, id).then(
        (label) => live && label && setNames((known) => ({ ...known, [nameKey]: label })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [key, lookups]);
  return names;
}
