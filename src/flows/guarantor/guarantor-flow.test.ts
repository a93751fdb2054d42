import { samplePng } from '../../../tests/api/sample-files';
import { startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { startFlowRun } from '../../step-flow/testing/flow-run-kit';
import { guarantorFlow } from './guarantor-flow';
import type { GuarantorCase } from './guarantor-source';

/*
 * The guarantor flow through the engine's real saga against the real server with the demo data:
 * the guest link (sign path) and the older flow (case number + the guarantor's ID number).
 */

const DEMO_GUARANTOR_ID = 'E228765430';
const address = { city: '臺北市', district: '中正區', address: '重慶南路一段122號' };
let api: LiveApi;
let png: string;

beforeAll(async () => {
  api = await startLiveApi();
  png = `data:image/png;base64,${(await samplePng()).toString('base64')}`;
});
afterAll(() => api.stop());

describe('guarantor flow', () => {
  it('reads the older flow by case number and ID number, saves the address and uploads the signatures', async () => {
    const caseRow = await api.server.ctx.db
      .selectFrom('cases')
      .innerJoin('guarantors', 'guarantors.case_id', 'cases.id')
      .select(['cases.case_no', 'cases.id'])
      .where('guarantors.id_num', '=', DEMO_GUARANTOR_ID)
      .executeTakeFirstOrThrow();
    const query = { appCaseNo: caseRow.case_no, id: DEMO_GUARANTOR_ID };
    expect(guarantorFlow.contextOf(new URLSearchParams(query))).toEqual({
      kind: 'older',
      appCaseNo: caseRow.case_no,
      guarIdNum: DEMO_GUARANTOR_ID,
    });
    const { run, open, submit } = startFlowRun(guarantorFlow);
    await open(query);
    expect(run().load.status).toBe('success');
    const loaded = run().loaded as GuarantorCase;
    expect(loaded).toMatchObject({ caseNo: caseRow.case_no, sent: false, plan: null });
    expect(loaded.info.name).toBe('陳淑芬');
    expect(run().forms.guarantor).toMatchObject({ info: expect.objectContaining({ name: '陳淑芬' }) });

    await submit('guarantor', {
      ...run().forms.guarantor,
      livingAddress: address,
      contractSign: png,
      promissoryNoteSign: png,
      agree: true,
    });
    expect(run().save.status).toBe('success');
    const guarantor = await api.server.ctx.db
      .selectFrom('guarantors')
      .select(['id', 'living_city', 'living_district', 'living_addr'])
      .where('id_num', '=', DEMO_GUARANTOR_ID)
      .executeTakeFirstOrThrow();
    expect(guarantor).toMatchObject({
      living_city: '臺北市',
      living_district: '中正區',
      living_addr: '重慶南路一段122號',
    });
    const files = await api.server.ctx.db
      .selectFrom('files')
      .select('category')
      .where('guarantor_id', '=', guarantor.id)
      .orderBy('category')
      .execute();
    expect(files.map((file) => file.category)).toEqual(['18', '19']);
  });

  it('sends the guest link’s info once; opened again, the link says it was sent', async () => {
    const { run, open, submit, navigate } = startFlowRun(guarantorFlow);
    await open({ signPath: 'demo-guarantor-sign-path' });
    // The signatures the same guarantor stored through the older flow are what the form starts from.
    expect(run().forms.guarantor).toMatchObject({ contractSign: expect.stringMatching(/^\//) });
    await submit('guarantor', { ...run().forms.guarantor, livingAddress: address, agree: true });
    expect(run().finished).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/member/guarantor/finish?signPath=demo-guarantor-sign-path');

    const again = startFlowRun(guarantorFlow);
    await again.open({ signPath: 'demo-guarantor-sign-path' });
    expect(guarantorFlow.isDone?.(again.run().loaded as GuarantorCase)).toBe(true);
  });

  it('names nothing for a link without a sign path or an ID number', () => {
    expect(guarantorFlow.contextOf(new URLSearchParams({ id: '5' }))).toBeNull();
    expect(guarantorFlow.contextOf(new URLSearchParams())).toBeNull();
  });
});
