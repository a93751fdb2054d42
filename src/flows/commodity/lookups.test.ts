import { fetchCareerTypes } from '../../api/v2/interest-plans';
import * as referenceApi from '../../api/v2/reference';
import { commodityLookups } from './lookups';
import { flowLoaded, flowLoadFailed, flowLoadStarted, idleFlow } from '../../step-flow/slice';
import { COMMODITY, commodityFlowStarted } from './commodity-flow';
import { makeStepStore, REFERENCE, stateWith } from './pages/step-test-kit';
import { formChanged } from './actions';

jest.mock('../../api/v2/reference');
const api = jest.mocked(referenceApi);
// The career types are the server's (commodity-load.test.ts asks the real one): here they are given.
jest.mock('../../api/v2/interest-plans', () => ({ fetchCareerTypes: jest.fn() }));
const careerCall = jest.mocked(fetchCareerTypes);
beforeEach(() => careerCall.mockReset());

const CAREERS = [
  { id: 1, name: '一般上班族', restrictedInstallment: false },
  { id: 2, name: '學生', restrictedInstallment: true },
];

describe('commodityLookups', () => {
  it('asks for the career types of a plan once and answers with them', async () => {
    let answerCall: (careers: typeof CAREERS) => void = () => undefined;
    careerCall.mockImplementationOnce(() => new Promise((resolve) => (answerCall = resolve)));
    const lookups = commodityLookups(makeStepStore().store);
    const answer = lookups.careerTypes!({ planId: 3 });
    expect(careerCall.mock.calls).toEqual([[3]]);
    answerCall(CAREERS);
    await expect(answer).resolves.toEqual([
      { value: 1, label: '一般上班族', extra: { restrictedInstallment: false } },
      { value: 2, label: '學生', extra: { restrictedInstallment: true } },
    ]);
    // The same plan again is answered without a second call.
    await expect(lookups.careerTypes!({ planId: 3 })).resolves.toHaveLength(2);
    expect(careerCall.mock.calls).toEqual([[3]]);
  });

  it("lists a plan's installments, the 36th only for a restricted career", async () => {
    careerCall.mockResolvedValue(CAREERS);
    const lookups = commodityLookups(makeStepStore(stateWith()).store);
    const labels = async (careerTypeId: number) =>
      (await lookups.installments!({ planId: 3, careerTypeId })).map((option) => option.label);
    await expect(labels(1)).resolves.toEqual(['12 期（月利率 0.99%）']);
    await expect(labels(2)).resolves.toEqual(['12 期（月利率 0.99%）', '36 期（月利率 1.25%）']);
  });

  it("fails while the flow's load fails, and asks again when the widget retries", async () => {
    const kit = makeStepStore(stateWith(), idleFlow);
    const lookups = commodityLookups(kit.store);
    const first = lookups.interestPlans!({});
    expect(kit.seen).toContainEqual(commodityFlowStarted());
    kit.store.dispatch(flowLoadStarted(COMMODITY, {}, '{}'));
    kit.store.dispatch(
      flowLoadFailed(COMMODITY, { status: 503, code: null, message: '服務暫停', fieldErrors: [] }),
    );
    await expect(first).rejects.toThrow('服務暫停');
    const second = lookups.interestPlans!({});
    expect(kit.seen).toContainEqual(commodityFlowStarted(true));
    kit.store.dispatch(flowLoadStarted(COMMODITY, {}, '{}'));
    kit.store.dispatch(flowLoaded(COMMODITY, REFERENCE, {}, null));
    await expect(second).resolves.toHaveLength(2);
  });

  it("offers the products the chosen plan's description names", async () => {
    const kit = makeStepStore();
    kit.store.dispatch(formChanged('plan', { interestPlanId: 1 }));
    const products = await commodityLookups(kit.store).productNames!({});
    expect(products.map((option) => option.value)).toEqual(['手機']);
  });

  it('loads the contact relations per contact once, and searches branches by keyword', async () => {
    api.fetchContactRelations.mockImplementation(async (isFirst) =>
      isFirst ? [{ id: 1, name: '父母' }] : [{ id: 18, name: '其他' }],
    );
    api.fetchBankBranches.mockResolvedValue([{ branchCode: '0040037', branchName: '營業部' }]);
    const lookups = commodityLookups(makeStepStore().store);
    await expect(lookups.contactRelations!({ isFirstContact: true })).resolves.toEqual([
      { value: 1, label: '父母' },
    ]);
    await expect(lookups.contactRelations!({ isFirstContact: false })).resolves.toEqual([
      { value: 18, label: '其他' },
    ]);
    await lookups.contactRelations!({ isFirstContact: true });
    expect(api.fetchContactRelations).toHaveBeenCalledTimes(2);
    await expect(lookups.bankBranches!({ bankCode: '004', keyword: '營業' })).resolves.toEqual([
      { value: '0040037', label: '營業部（0040037）' },
    ]);
    expect(api.fetchBankBranches).toHaveBeenCalledWith('004', '營業', expect.anything());
  });
});
