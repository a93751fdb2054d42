import { waitFor } from '@testing-library/react';
import { sampleJpeg } from '../../../tests/api/sample-files';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { fetchUserInfoDraft, saveUserInfoDraft } from '../../api/v2/user-info-draft';
import { makeFlowTestStore } from '../../store/testing/flow-test-kit';
import { stepFlowSaga } from '../../step-flow/saga';
import { flowStarted, flowStepSubmitted, selectFlow, type StepFlowsState } from '../../step-flow/slice';
import { stepFlowsReducer } from '../../step-flow/reducer';
import { userInfoDraftOf } from './model/applicant-draft';
import { fixture } from './model/test-support';
import { ORDER_DOCUMENT_CATEGORIES } from './order-documents';
import { ORDER_FLOW, orderFlow, type OrderContext, type OrderLoaded } from './order-flow';
import { readOrderProgress } from './order-progress';
import { productFormOf, productByCode } from './test-products';

/*
 * The order flow on the engine's real store and saga, against the real server (demo data): the
 * draft and basic info loaded into step 2, step 2 PATCHing the draft, the documents uploaded
 * before the send, the send creating the case once, and a reload finding the sent order.
 */

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ logLevel: 'error' });
});
afterAll(() => api.stop());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const worker = fixture('orderApplicant', 'accept-worker');
const iphone = productByCode('iphone16')!;

function startOrder(ctx: OrderContext) {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  const run = () => selectFlow(kit.store.getState(), ORDER_FLOW);
  const loaded = () => run().loaded as OrderLoaded;
  const submit = async (step: string, data: Record<string, unknown>) => {
    const before = kit.navigate.mock.calls.length;
    kit.store.dispatch(flowStepSubmitted(ORDER_FLOW, step, data));
    await waitFor(() => expect(run().save.pending).toBe(false));
    return kit.navigate.mock.calls.length > before;
  };
  kit.store.dispatch(flowStarted(ORDER_FLOW, ctx, JSON.stringify(orderFlow.queryOf(ctx))));
  return { ...kit, run, loaded, submit };
}

async function casesOf(idNum: string) {
  return api.server.db
    .selectFrom('cases')
    .innerJoin('members', 'members.id', 'cases.member_id')
    .select(['cases.case_no', 'cases.status', 'cases.product_name', 'cases.installment', 'cases.amount'])
    .where('members.id_num', '=', idNum)
    .execute();
}

describe('order flow against the real server', () => {
  it('fills step 2 from the basic info of a member without a draft', async () => {
    await logInAs('F223456786');
    const { run, loaded } = startOrder({ product: 'zenbook14', order: 'mei1' });
    await waitFor(() => expect(run().load.status).toBe('success'));
    expect(loaded().applicantSource).toBe('profile');
    expect(run().forms.applicant).toMatchObject({
      memName: '林小美',
      memGender: 'F',
      memBirthDay: '2001-09-18',
      memEmail: 'mei@fenqi.tw',
      cellPhone: '0928123456',
    });
    expect(run().forms.product).toEqual(productFormOf(productByCode('zenbook14')!));
  });

  it('shows the server refusing 36 periods to a member whose documents prove no eligible class', async () => {
    await logInAs('A123456789');
    const ctx = { product: 'gaming-pc', order: 'ming2' };
    const { run, loaded, submit, store } = startOrder(ctx);
    await waitFor(() => expect(run().load.status).toBe('success'));
    await submit('product', { ...productFormOf(productByCode('gaming-pc')!), appPeriods: 36 });
    await submit('applicant', worker);
    const { uploadFile } = orderFlow.formContext!(ctx, loaded(), store.dispatch);
    const photo = new File([new Uint8Array(await sampleJpeg(120, 80))], 'id.jpg', { type: 'image/jpeg' });
    const [idFront, idBack, selfieWithId] = await Promise.all(
      ['1_1', '1_2', '3'].map(
        async (code) => (await uploadFile!(photo, ORDER_DOCUMENT_CATEGORIES[code], () => undefined)).fileUrl,
      ),
    );
    expect(await submit('documents', { memClass: 1, idFront, idBack, selfieWithId })).toBe(true);
    expect(await submit('confirm', {})).toBe(false);
    expect(run().save).toMatchObject({ status: 'fail', message: '第 36 期僅限學生、軍警消及醫護人員申辦' });
    expect(loaded().appCaseNo).toBeNull();
  });

  it('loads the draft, saves step 2 as the draft, files the documents, then creates the case once', async () => {
    await logInAs('A123456789');
    await saveUserInfoDraft(userInfoDraftOf({ ...worker, companyName: '上次填的公司' }));
    const before = await casesOf('A123456789');
    const ctx = { product: 'iphone16', order: 'ming1' };
    const { run, loaded, submit, navigate, store } = startOrder(ctx);
    await waitFor(() => expect(run().load.status).toBe('success'));

    // Step 2 starts from the draft (its own values over the basic info).
    expect(loaded().applicantSource).toBe('draft');
    expect(run().forms.applicant).toMatchObject({
      memName: '王小明',
      companyName: '上次填的公司',
      memClass: 1,
    });
    expect(run().forms.documents).toEqual({ memClass: 1 });

    // Step 1 offers only the merchant's periods, and refuses another a kept draft may hold.
    const { lookups, uploadFile } = orderFlow.formContext!(ctx, loaded(), store.dispatch);
    expect((await lookups!.productPeriods({})).map((option) => option.label)).toEqual([
      '3 期',
      '6 期',
      '12 期',
      '18 期',
      '24 期',
    ]);
    expect(await submit('product', { ...productFormOf(iphone), appPeriods: 30 })).toBe(false);
    expect(run().save).toMatchObject({
      status: 'fail',
      message: '此商品可選 3、6、12、18、24 期，請重新選擇申請期數。',
    });
    expect(await submit('product', { ...productFormOf(iphone), appPeriods: 12 })).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/member/order/step2?product=iphone16&order=ming1');

    // Step 2 PATCHes /tmp/user-info: a member coming back finds what was typed.
    expect(await submit('applicant', { ...worker, companyName: '分期科技股份有限公司' })).toBe(true);
    expect(await fetchUserInfoDraft()).toMatchObject({
      memName: '王小明',
      companyName: '分期科技股份有限公司',
    });
    expect(navigate).toHaveBeenLastCalledWith('/member/order/document?product=iphone16&order=ming1');

    // The documents go up as they are picked, through the flow's uploader, before any case exists.
    const photoOf = async (name: string) =>
      new File([new Uint8Array(await sampleJpeg(120, 80))], name, { type: 'image/jpeg' });
    const links: Record<string, string> = {};
    for (const [code, name] of [
      ['1_1', '身分證正面.jpg'],
      ['1_2', '身分證反面.jpg'],
      ['3', '自拍照.jpg'],
      ['8', '報價單.jpg'],
    ]) {
      const uploaded = await uploadFile!(
        await photoOf(name),
        ORDER_DOCUMENT_CATEGORIES[code],
        () => undefined,
      );
      expect(uploaded).toMatchObject({ name, contentType: 'image/jpeg' });
      expect(uploaded.fileUrl).toMatch(/^\/api\/v2\/files\//);
      links[code] = uploaded.fileUrl;
    }
    expect(await casesOf('A123456789')).toHaveLength(before.length);
    expect(
      await submit('documents', {
        memClass: 1,
        idFront: links['1_1'],
        idBack: links['1_2'],
        selfieWithId: links['3'],
        orderFiles: [links['8']],
      }),
    ).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/member/order/step3?product=iphone16&order=ming1');

    // 確認送出 creates the case, with the order file filed before it; the order is done.
    expect(await submit('confirm', {})).toBe(true);
    const appCaseNo = loaded().appCaseNo;
    expect(appCaseNo).toMatch(/\S+/);
    expect(run()).toMatchObject({ finished: true, result: { appCaseNo } });
    expect(navigate).toHaveBeenLastCalledWith('/member/order/finish?product=iphone16&order=ming1');
    const created = (await casesOf('A123456789')).filter((c) => !before.some((b) => b.case_no === c.case_no));
    expect(created).toEqual([
      {
        case_no: appCaseNo,
        status: 'submitted',
        product_name: 'iPhone 16 128GB',
        installment: 12,
        amount: 29900,
      },
    ]);
    const files = await api.server.db
      .selectFrom('files')
      .innerJoin('members', 'members.id', 'files.member_id')
      .leftJoin('cases', 'cases.id', 'files.case_id')
      .select(['files.category', 'files.original_name', 'cases.case_no'])
      .where('members.id_num', '=', 'A123456789')
      .where('files.category', 'in', ['1_1', '8'])
      .orderBy('files.category')
      .execute();
    expect(files).toEqual([
      { category: '1_1', original_name: '身分證正面.jpg', case_no: null },
      { category: '8', original_name: '報價單.jpg', case_no: appCaseNo },
    ]);

    // Reloaded (a new store, this tab's storage): the order opens as sent, on its finish page.
    expect(readOrderProgress('ming1')).toEqual({ appCaseNo });
    const reloaded = startOrder(ctx);
    await waitFor(() => expect(reloaded.run().load.status).toBe('success'));
    expect(reloaded.loaded()).toMatchObject({ appCaseNo });
    expect(orderFlow.isDone?.(reloaded.loaded())).toBe(true);
    expect(await casesOf('A123456789')).toHaveLength(before.length + 1);
  });
});
