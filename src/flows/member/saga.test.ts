import { waitFor } from '@testing-library/react';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { endSession } from '../../api/session-cookies';
import type { MemberInfoData } from '../../api/v2/types/member';
import {
  basicInfoActions,
  emailRepeatedActions,
  emailVerifiedActions,
  lineIntegrationActions,
  lineLinkActions,
  lineUnlinkActions,
  midClauseActions,
  saveInfoActions,
  verificationMailActions,
} from './actions';
import general from '../../../fixtures/memberInfo/accept-general.json';
import { EMAIL_TAKEN_MESSAGE, formDataOf } from './member-info-data';
import { makeMemberStore } from './member-test-kit';
import { EMAIL_NOT_VERIFIED_MESSAGE, EMAIL_VERIFIED_MESSAGE, LINE_LINKED_MESSAGE } from './slice';

/** A LINE stand-in for the server: token `line-<x>` belongs to LINE user U<x>; anything else is refused. */
const line = {
  verify: async (token: string) =>
    token.startsWith('line-') ? { userId: `U${token.slice(5)}`, displayName: 'LINE 使用者' } : null,
};
const MEI = { idNum: 'F223456786', password: 'demo1234', email: 'mei@fenqi.tw' };

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ line });
});
afterAll(() => api.stop());

/**
 * A whole memberInfo form for the demo member (the demo seed stores only the application basics,
 * which the form's required sections lack): the form suite's general case with the member's own email.
 */
const completeInfo = (email: string | null, change: Partial<MemberInfoData> = {}) =>
  ({ ...general.data, memName: '王大明', email, ...change }) as MemberInfoData;

/** The demo member's record as the page loads it. */
async function loadRecord(kit: ReturnType<typeof makeMemberStore>) {
  kit.store.dispatch(basicInfoActions.request());
  await waitFor(() => expect(kit.store.getState().member.basicInfo.status).toBe('success'));
  return kit.store.getState().member.basicInfo.record!;
}

describe('basic info', () => {
  it("loads the demo member's record with the ID number and the verified and linked states", async () => {
    await logInAs();
    const kit = makeMemberStore();
    const record = await loadRecord(kit);
    expect(record).toMatchObject({ memIdNum: 'A123456789', memName: '王大明', isEmailVerified: true });
    expect(kit.store.getState().member.basicInfo).toMatchObject({
      isEmailVerified: true,
      isLineLinked: false,
    });
  });

  it('saves the form and reloads what the server now holds', async () => {
    await logInAs();
    const kit = makeMemberStore();
    const record = await loadRecord(kit);
    kit.store.dispatch(saveInfoActions.request(completeInfo(record.email, { livingPhone: '0223456789' })));
    await waitFor(() => expect(kit.store.getState().member.saveInfo.status).toBe('success'));
    expect(kit.store.getState().member.saveInfo.message).toBe('ok.');
    await waitFor(() => expect(kit.store.getState().member.basicInfo.record?.livingPhone).toBe('0223456789'));
    // What the page turns the record into is what it can send again.
    expect(formDataOf(kit.store.getState().member.basicInfo.record!)).toEqual(
      completeInfo(record.email, { livingPhone: '0223456789' }),
    );
    expect(kit.seen.map((a) => a.type)).toContain('ui/DIALOG_SHOWN');
  });

  it("refuses another member's email at the field without saving anything", async () => {
    await logInAs();
    const kit = makeMemberStore();
    const record = await loadRecord(kit);
    kit.store.dispatch(saveInfoActions.request(completeInfo(MEI.email)));
    await waitFor(() => expect(kit.store.getState().member.saveInfo.status).toBe('fail'));
    expect(kit.store.getState().member.saveInfo.fieldErrors).toEqual([
      { path: '/email', message: EMAIL_TAKEN_MESSAGE },
    ]);
    expect((await loadRecord(makeMemberStore())).email).toBe(record.email);
  });

  it('puts the 422 details of a save under their fields', async () => {
    await logInAs();
    const kit = makeMemberStore();
    const record = await loadRecord(kit);
    kit.store.dispatch(saveInfoActions.request(completeInfo(record.email, { cellPhone: '12345' })));
    await waitFor(() => expect(kit.store.getState().member.saveInfo.status).toBe('fail'));
    const { fieldErrors } = kit.store.getState().member.saveInfo;
    expect(fieldErrors.map((error) => error.path)).toContain('/cellPhone');
  });

  it('checks a typed email against other members, answering only for the last one typed', async () => {
    await logInAs();
    const kit = makeMemberStore();
    kit.store.dispatch(emailRepeatedActions.request('someone.new@example.com'));
    kit.store.dispatch(emailRepeatedActions.request(MEI.email));
    await waitFor(() => expect(kit.store.getState().member.emailCheck.isRepeated).not.toBeNull());
    expect(kit.store.getState().member.emailCheck).toEqual({ email: MEI.email, isRepeated: true });
    expect(kit.seen.filter((a) => a.type === emailRepeatedActions.SUCCESS)).toHaveLength(1);
  });
});

describe('email verification', () => {
  it('mails the link to a changed address, reports "not yet", then "verified" once the link was followed', async () => {
    await logInAs();
    const kit = makeMemberStore();
    await loadRecord(kit); // the save compares the address with the one on file
    const email = 'daming.new@example.com';
    kit.store.dispatch(saveInfoActions.request(completeInfo(email)));
    await waitFor(() => expect(kit.store.getState().member.basicInfo.record?.email).toBe(email));
    expect(kit.store.getState().member.basicInfo.isEmailVerified).toBe(false);

    kit.store.dispatch(verificationMailActions.request());
    await waitFor(() => expect(kit.store.getState().member.verificationMail.status).toBe('success'));
    expect(kit.store.getState().member.verificationMail.message).toContain('驗證信已寄出');

    kit.store.dispatch(emailVerifiedActions.request());
    await waitFor(() => expect(kit.store.getState().member.emailVerified.status).toBe('success'));
    expect(kit.store.getState().member.emailVerified.message).toBe(EMAIL_NOT_VERIFIED_MESSAGE);

    const outbox = (await api.server.app.inject({ url: '/api/v2/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    const link = outbox
      .find((mail) => mail.to === email)
      ?.text.match(/\/api\/v2\/members\/emails\/verify\?token=\S+/);
    expect(link).toBeTruthy();
    expect((await api.server.app.inject({ url: link![0] })).headers.location).toBe(
      '/member/info?emailVerified=1',
    );

    kit.store.dispatch(emailVerifiedActions.request());
    await waitFor(() =>
      expect(kit.store.getState().member.emailVerified.message).toBe(EMAIL_VERIFIED_MESSAGE),
    );
    expect(kit.store.getState().member.basicInfo.isEmailVerified).toBe(true);
  });
});

describe('LINE link and unlink', () => {
  it('links, refuses a second LINE account (015.403) and another member (015.405), unlinks', async () => {
    await logInAs();
    const kit = makeMemberStore();
    await loadRecord(kit);
    kit.store.dispatch(lineIntegrationActions.request());
    await waitFor(() => expect(kit.store.getState().member.lineIntegration.isEnabled).toBe(true));

    kit.store.dispatch(lineLinkActions.request('line-daming'));
    await waitFor(() => expect(kit.store.getState().member.lineLink.status).toBe('success'));
    expect(kit.store.getState().member.lineLink.message).toBe(LINE_LINKED_MESSAGE);
    expect(kit.store.getState().member.basicInfo.isLineLinked).toBe(true);

    kit.store.dispatch(lineLinkActions.request('line-other'));
    await waitFor(() => expect(kit.store.getState().member.lineLink.status).toBe('fail'));
    expect(kit.store.getState().member.lineLink.code).toBe('015.403');

    await logInAs(MEI.idNum, MEI.password);
    const mei = makeMemberStore();
    mei.store.dispatch(lineLinkActions.request('line-daming'));
    await waitFor(() => expect(mei.store.getState().member.lineLink.status).toBe('fail'));
    expect(mei.store.getState().member.lineLink.code).toBe('015.405');

    await logInAs();
    kit.store.dispatch(lineUnlinkActions.request());
    await waitFor(() => expect(kit.store.getState().member.lineUnlink.status).toBe('success'));
    expect(kit.store.getState().member.basicInfo.isLineLinked).toBe(false);
    expect((await loadRecord(makeMemberStore())).isLineLinked).toBe(false);
  });
});

describe('mid clause', () => {
  it('loads the newest clause with its version, without a login', async () => {
    endSession();
    const kit = makeMemberStore();
    kit.store.dispatch(midClauseActions.request());
    await waitFor(() => expect(kit.store.getState().member.midClause.status).toBe('success'));
    expect(kit.store.getState().member.midClause.clause).toMatchObject({ appMidClausever: '2024.06' });
  });
});
