import { waitFor } from '@testing-library/react';
import { createTestCase } from '../../../tests/api/case-factory';
import { sampleJpeg } from '../../../tests/api/sample-files';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { makePaymentsStore } from './payments-test-kit';
import { receiptsChosen } from './receipt-upload-state';
import { barcodeActions, paymentListActions, receiptListActions, repaymentActions } from './slice';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ logLevel: 'error' });
});
afterAll(() => api.stop());

/** The demo member's cases by what they are (README "Demo data"). */
async function caseNoOf(idNum: string, status: string): Promise<string> {
  const row = await api.server.db
    .selectFrom('cases')
    .innerJoin('members', 'members.id', 'cases.member_id')
    .select('cases.case_no')
    .where('members.id_num', '=', idNum)
    .where('cases.status', '=', status)
    .executeTakeFirstOrThrow();
  return row.case_no;
}

async function loadList(store: ReturnType<typeof makePaymentsStore>['store']) {
  store.dispatch(paymentListActions.request());
  await waitFor(() => expect(store.getState().payments.list.pending).toBe(false));
  return store.getState().payments.list;
}

describe('payments saga against the real server (demo member 王大明)', () => {
  beforeAll(() => logInAs('A123456789'));

  it('lists the cases with periods still due, with amount and due date (not the one awaiting 對保)', async () => {
    const { store } = makePaymentsStore();
    const list = await loadList(store);
    expect(list.status).toBe('success');
    const entries = list.entries ?? [];
    expect(entries.map((e) => [e.productName, e.appPayPeriods, e.appPeriods])).toEqual([['筆電電腦', 3, 12]]);
    expect(entries.every((e) => e.appPayPeriods < e.appPeriods && e.nextAmount > 0)).toBe(true);
  });

  it('loads the repayment case (ATM account) and the three Code 39 barcodes of a case', async () => {
    const { store } = makePaymentsStore();
    const [entry] = (await loadList(store)).entries ?? [];
    store.dispatch(repaymentActions.request(entry.caseSerNo));
    store.dispatch(barcodeActions.request(entry.caseNo));
    await waitFor(() => expect(store.getState().payments.repayment.status).toBe('success'));
    await waitFor(() => expect(store.getState().payments.barcode.status).toBe('success'));
    const { repayment, barcode } = store.getState().payments;
    expect(repayment.data).toMatchObject({ bankCode: entry.bankCode, virtualAccount: entry.virtualAccount });
    expect(repayment.data?.bankName).toBeTruthy();
    expect(barcode.data).toMatchObject({ amount: entry.nextAmount, dueDate: entry.nextDueDate });
    for (const code of [barcode.data?.barcode1, barcode.data?.barcode2, barcode.data?.barcode3]) {
      expect(code).toMatch(/^[0-9A-Z]+$/); // what Code 39 can carry
    }
  });

  it('stores the server message when a payment call fails (another member’s case: 404)', async () => {
    const { store } = makePaymentsStore();
    store.dispatch(barcodeActions.request(await caseNoOf('F223456786', 'supplement')));
    await waitFor(() => expect(store.getState().payments.barcode.status).toBe('fail'));
    expect(store.getState().payments.barcode).toMatchObject({ code: '014.404', data: null });
    expect(store.getState().payments.barcode.message).toBeTruthy();
  });

  it('uploads a receipt (201) with progress, and it joins the case’s receipt list', async () => {
    const { store, types } = makePaymentsStore();
    const [entry] = (await loadList(store)).entries ?? [];
    store.dispatch(receiptListActions.request(entry.caseSerNo));
    await waitFor(() => expect(store.getState().payments.receipts.status).toBe('success'));
    const before = store.getState().payments.receipts.files.length;

    const photo = new File([new Uint8Array(await sampleJpeg(64, 48))], 'receipt.jpg', { type: 'image/jpeg' });
    store.dispatch(receiptsChosen(entry.caseSerNo, [photo]));
    await waitFor(() => expect(store.getState().payments.uploads.items[0]?.status).toBe('done'));
    expect(store.getState().payments.receipts.files).toHaveLength(before + 1);
    expect(types()).toContain('ui/UPLOAD_PROGRESSED');
    expect(types()).toContain('ui/UPLOAD_FINISHED');

    // The server's list agrees.
    store.dispatch(receiptListActions.request(entry.caseSerNo));
    await waitFor(() => expect(store.getState().payments.receipts.pending).toBe(false));
    expect(store.getState().payments.receipts.files.map((f) => f.name)).toContain('receipt.jpg');
  });
});

describe('cases reaching the payment list (demo member 林小美)', () => {
  beforeAll(() => logInAs('F223456786'));

  it('lists a signed case, not an approved one (billing starts at signing), never one paid off', async () => {
    const { store } = makePaymentsStore();
    expect((await loadList(store)).entries).toEqual([]); // her one case still waits for a supplement

    const member = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('id_num', '=', 'F223456786')
      .executeTakeFirstOrThrow();
    // All walk the real lifecycle: signing creates the schedule, payments complete it.
    await createTestCase(api.server.ctx, member.id, { status: 'approved' });
    const signed = await createTestCase(api.server.ctx, member.id, { status: 'signed' });
    await createTestCase(api.server.ctx, member.id, { status: 'completed', installment: 6 });
    const entries = (await loadList(store)).entries ?? [];
    expect(entries.map((e) => e.caseNo)).toEqual([signed.case_no]);
    expect(entries[0]).toMatchObject({ appPayPeriods: 0, appPeriods: 12, nextPeriod: 1 });
  });
});
