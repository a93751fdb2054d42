import { samplePng } from '../../../tests/api/sample-files';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { uploadIdVerifyFile, type IdVerifyInfo, type IdVerifySent } from '../../api/v2/case-sub-flows';
import { startFlowRun } from '../../step-flow/testing/flow-run-kit';
import { signatureFile } from '../../ui/signature-pad/signature-file';
import { idVerifyFlow } from './id-verify-flow';

/* 對保 through the engine's real saga against the real server: 王大明's approved demo case. */

let api: LiveApi;
let png: string;

beforeAll(async () => {
  api = await startLiveApi();
  await logInAs();
  png = `data:image/png;base64,${(await samplePng()).toString('base64')}`;
});
afterAll(() => api.stop());

it('checks the account, takes the signatures and sends: the case is verified and the finish knows the email', async () => {
  const approved = await api.server.ctx.db
    .selectFrom('cases')
    .select(['id', 'case_no'])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const { run, open, submit, navigate } = startFlowRun(idVerifyFlow);
  const query = { caseId: String(approved.id), caseNo: approved.case_no };
  await open(query);
  expect(run().load.status).toBe('success');
  // The account comes from the application.
  expect(run().forms.applicant).toMatchObject({ name: '王大明', passbookNo: '123456789012' });

  await submit('applicant', { ...run().forms.applicant, passbookNo: '99887766554433' });
  expect(navigate).toHaveBeenLastCalledWith(
    `/member/idVerify/step2?${new URLSearchParams(query).toString()}`,
  );
  // The selfie is uploaded as the step's upload field does it: the server refuses 對保 without one.
  const selfie = await uploadIdVerifyFile(approved.id, 20, signatureFile(png, '自拍照'));
  await submit('photos', { selfie: selfie.fileUrl });
  expect(run().completed).toEqual(['applicant', 'photos']);
  await submit('signatures', { contractSign: png, promissoryNoteSign: png, agree: true });
  expect(run().save.message).toBeNull();
  expect(run().finished).toBe(true);
  expect(run().result as IdVerifySent).toEqual({
    applicantEmail: expect.any(String),
    isEmailVerified: expect.any(Boolean),
  });

  const stored = await api.server.ctx.db
    .selectFrom('cases')
    .select(['status', 'id_verify_json'])
    .where('id', '=', approved.id)
    .executeTakeFirstOrThrow();
  expect(stored.status).toBe('id_verified');
  expect(JSON.parse(stored.id_verify_json ?? '{}')).toMatchObject({ passbookNo: '99887766554433' });
  const signatures = await api.server.ctx.db
    .selectFrom('files')
    .select('category')
    .where('case_id', '=', approved.id)
    .where('category', 'in', ['18', '19'])
    .execute();
  expect(signatures.map((file) => file.category).sort()).toEqual(['18', '19']);
  expect(idVerifyFlow.isDone?.({ ...(run().loaded as IdVerifyInfo), status: 'id_verified' })).toBe(true);
});
