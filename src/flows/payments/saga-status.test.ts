import { waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import * as subFlows from '../../api/v2/case-sub-flows';
import * as payments from '../../api/v2/payments';
import type { RepaymentView } from '../../api/v2/types/common';
import { makePaymentsStore } from './payments-test-kit';
import { barcodeActions, paymentListActions, receiptListActions, repaymentActions } from './slice';

jest.mock('../../api/v2/payments');
jest.mock('../../api/v2/case-sub-flows');

/** The statuses a request's config lets through as success. */
function accepted(config: unknown): number[] {
  const validate = (config as AxiosRequestConfig).validateStatus;
  return [200, 201, 204, 206].filter((status) => (validate ? validate(status) : status < 300));
}

beforeEach(() => jest.resetAllMocks());

describe('payment calls (spec §7: 200 only, anything else fails with the server message)', () => {
  it('asks every payment read to accept 200 and nothing else', async () => {
    jest.mocked(payments.fetchPaymentList).mockResolvedValue([]);
    jest.mocked(payments.fetchPaymentBarcode).mockResolvedValue({} as payments.PaymentBarcode);
    jest.mocked(subFlows.fetchRepaymentCase).mockResolvedValue({ caseSerNo: 3 } as RepaymentView);
    jest.mocked(subFlows.fetchPaymentReceiptFiles).mockResolvedValue([]);
    const { store } = makePaymentsStore();
    store.dispatch(paymentListActions.request());
    store.dispatch(barcodeActions.request('FQ1'));
    store.dispatch(repaymentActions.request(3));
    store.dispatch(receiptListActions.request(3));
    await waitFor(() => expect(store.getState().payments.receipts.status).toBe('success'));
    expect(accepted(jest.mocked(payments.fetchPaymentList).mock.calls[0][0])).toEqual([200]);
    expect(accepted(jest.mocked(payments.fetchPaymentBarcode).mock.calls[0][1])).toEqual([200]);
    expect(accepted(jest.mocked(subFlows.fetchRepaymentCase).mock.calls[0][1])).toEqual([200]);
    expect(accepted(jest.mocked(subFlows.fetchPaymentReceiptFiles).mock.calls[0][1])).toEqual([200]);
  });

  it('keeps the server’s message of a failed list and shows no stale entries', async () => {
    const error = Object.assign(new Error('x'), {
      isAxiosError: true,
      response: { status: 204, data: { code: '204', message: '查無繳款資料' } },
    });
    jest.mocked(payments.fetchPaymentList).mockRejectedValue(error);
    const { store } = makePaymentsStore();
    store.dispatch(paymentListActions.request());
    await waitFor(() => expect(store.getState().payments.list.status).toBe('fail'));
    expect(store.getState().payments.list).toMatchObject({ message: '查無繳款資料', entries: null });
  });
});
