import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { InfoTable } from '../../../ui/InfoTable';

/** The confirm step's recap of step 1: the name and the payout account about to be sent. */
export function ApplicantSummary({ run }: FlowPartProps) {
  const applicant = run.forms.applicant ?? {};
  const text = (key: string) => (typeof applicant[key] === 'string' ? (applicant[key] as string) : '—');
  return (
    <InfoTable
      title="撥款帳戶"
      items={[
        { key: 'name', label: '申請人', children: text('name') },
        { key: 'account', label: '存摺戶名', children: text('passbookAccountName') },
        {
          key: 'bank',
          label: '銀行 / 分行代碼',
          children: `${text('passbookBankCode')} / ${text('passbookBankBranchCode')}`,
        },
        { key: 'no', label: '存摺帳號', children: text('passbookNo') },
      ]}
    />
  );
}
