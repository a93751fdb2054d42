import { render, screen } from '@testing-library/react';
import * as referenceApi from '../../../api/v2/reference';
import { idleFlow } from '../../../step-flow/slice';
import { ApplicantSummary } from './ApplicantSummary';

jest.mock('../../../api/v2/reference');
const api = jest.mocked(referenceApi);

const run = {
  ...idleFlow,
  forms: {
    applicant: {
      name: '王小明',
      passbookAccountName: '王小明',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '12345678901234',
    },
  },
};

describe('ApplicantSummary', () => {
  it('names the bank and branch as step 1 showed them, not by their codes', async () => {
    api.fetchBanks.mockResolvedValue([{ bankCode: '004', bankName: '臺灣銀行' }]);
    api.fetchBankBranches.mockResolvedValue([{ branchCode: '0040037', branchName: '營業部' }]);
    render(<ApplicantSummary run={run} />);
    expect(await screen.findByText('004 臺灣銀行')).toBeTruthy();
    expect(await screen.findByText('營業部（0040037）')).toBeTruthy();
    expect(api.fetchBankBranches).toHaveBeenCalledWith('004', undefined, expect.anything());
  });

  it('shows the codes while the names cannot be loaded', async () => {
    api.fetchBanks.mockRejectedValue(new Error('offline'));
    api.fetchBankBranches.mockRejectedValue(new Error('offline'));
    render(<ApplicantSummary run={run} />);
    expect(await screen.findByText('004')).toBeTruthy();
    expect(screen.getByText('0040037')).toBeTruthy();
  });
});
