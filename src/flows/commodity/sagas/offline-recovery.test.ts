/** @jest-environment node */
import { clearCommodityToken } from '../../../api/commodity-token';
import { v2Client } from '../../../api/v2/client';
import { clearTabCopy } from '../../../step-flow/tab-copy';
import { COMMODITY, commodityFlowStarted } from '../commodity-flow';
import {
  deadAddress,
  makeCommodityStore,
  passStep1,
  startCommodityApi,
  TEST_MEMBER,
  until,
  type CommodityTestStore,
} from './testing/saga-test-kit';

const MEMBER = { ...TEST_MEMBER, isMember: true };

let api: Awaited<ReturnType<typeof startCommodityApi>>;
let apiBase: string;
let made: CommodityTestStore;

beforeAll(async () => {
  api = await startCommodityApi();
  apiBase = v2Client.defaults.baseURL ?? '';
});
afterAll(() => api.stop());
afterEach(async () => {
  made.stop();
  v2Client.defaults.baseURL = apiBase;
  clearCommodityToken();
  await clearTabCopy(COMMODITY, MEMBER.idCardNo);
});

const count = (type: string) => made.types().filter((t) => t === type).length;

describe('the wizard back online', () => {
  it('asks the server again for the stored files (the file categories) by itself, no reload of the page', async () => {
    made = makeCommodityStore();
    await passStep1(made, MEMBER);
    // Step 1 reloaded once with its credential; going offline asks nothing more.
    const reloads = count('stepFlow/RELOADED');
    const asked = count('stepFlow/RELOAD');
    made.window.dispatchEvent(new Event('offline'));
    expect(count('stepFlow/RELOAD')).toBe(asked);
    made.window.dispatchEvent(new Event('online'));
    await until(() => count('stepFlow/RELOADED') > reloads, 'the reload with the credential');
    expect(made.run().reload.status).toBe('success');
    expect(made.loaded()?.fileCategories?.length).toBeGreaterThan(0);
  });

  it('loads again a load that failed offline', async () => {
    made = makeCommodityStore();
    v2Client.defaults.baseURL = await deadAddress();
    made.store.dispatch(commodityFlowStarted());
    await until(() => made.run().load.status === 'fail', 'the failed load');
    v2Client.defaults.baseURL = apiBase;
    made.window.dispatchEvent(new Event('online'));
    await until(() => made.run().load.status === 'success', 'the load once online');
    expect(made.loaded()?.plans.length).toBeGreaterThan(0);
  });
});
