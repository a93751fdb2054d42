import { useMemo } from 'react';
import { referenceLookups } from '../../../forms/reference-lookups';
import { useLookupLabels } from '../../../forms/use-lookup-labels';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { InfoTable } from '../../../ui/InfoTable';

/**
 * The confirm step's recap of step 1: the name and the payout account about to be sent. The bank
 * and branch show by name as step 1's selects showed them, asked of the same reference lookups;
 * until a name arrives (or if its list fails) the code stands in.
 */
export function ApplicantSummary({ run }: FlowPartProps) {
  const applicant = run.forms.applicant ?? {};
  const text = (key: string) => (typeof applicant[key] === 'string' ? (applicant[key] as string) : '—');
  const lookups = useMemo(() => referenceLookups(), []);
  const bankCode = applicant.passbookBankCode;
  const names = useLookupLabels(lookups, [
    ['bank', 'banks', {}, bankCode],
    ['branch', 'bankBranches', { bankCode }, applicant.passbookBankBranchCode],
  ]);
  return (
    <InfoTable
      title="撥款帳戶"
      items={[
        { key: 'name', label: '申請人', children: text('name') },
        { key: 'account', label: '存摺戶名', children: text('passbookAccountName') },
        { key: 'bank', label: '銀行', children: names.bank ?? text('passbookBankCode') },
        { key: 'branch', label: '分行', children: names.branch ?? text('passbookBankBranchCode') },
        { key: 'no', label: '存摺帳號', children: text('passbookNo') },
      ]}
    />
  );
}
