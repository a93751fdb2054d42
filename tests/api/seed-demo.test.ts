/** @jest-environment node */
import { DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import { seedDemoData } from '../../src/server/demo/seed-demo';
import { verifySignedDocuments } from '../../src/server/signed-documents/verify-signed-documents';
import { startTestServer, type TestServer } from './test-server';

/** The demo of the README: members who can log in through the API, with cases in every state. */
describe('demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
  });
  afterAll(() => server.stop());

  async function login(idNum: string, passwd: string) {
    return server.app.inject({
      method: 'POST',
      url: `/api/v2/members/login?idNum=${idNum}`,
      payload: { passwd },
    });
  }

  it('lets the demo member A123456789 log in with demo1234', async () => {
    const res = await login('A123456789', 'demo1234');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: '王大明', isEmailVerified: true });
  });

  it('gives the demo member cases in the lifecycle states the member centre shows', async () => {
    const { token } = (await login('A123456789', 'demo1234')).json();
    const auth = { authorization: `Bearer ${token}` };
    const open = (
      await server.app.inject({ method: 'GET', url: '/api/v2/members/cases', headers: auth })
    ).json();
    const done = (
      await server.app.inject({ method: 'GET', url: '/api/v2/members/cases/completed', headers: auth })
    ).json();
    const statuses = [...open, ...done].map((c: { status: string }) => c.status).sort();
    expect(statuses).toEqual(['approved', 'cancelled', 'completed', 'rejected', 'repaying']);
    const repaying = open.find((c: { status: string }) => c.status === 'repaying');
    expect([repaying.appPayPeriods, repaying.appPeriods]).toEqual([3, 12]);
  });

  it('has a second member whose application waits for a supplement', async () => {
    const { token } = (await login('F223456786', 'demo1234')).json();
    const cases = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/cases',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(cases).toEqual([
      expect.objectContaining({ status: 'supplement', statusNote: expect.stringContaining('存摺') }),
    ]);
  });

  it('opens the guarantor and vehicle-loan guest links the README names', async () => {
    const guarantor = await server.app.inject({
      method: 'GET',
      url: `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}`,
    });
    expect(guarantor.statusCode).toBe(200);
    expect(guarantor.json().files).toEqual([]);
    const loan = await server.app.inject({
      method: 'GET',
      url: `/api/v2/guests/vehicle-loans/signPath=${DEMO_SIGN_PATHS.vehicleLoan}`,
    });
    expect(loan.statusCode).toBe(200);
  });

  it('attaches the sample documents, readable through their signed links', async () => {
    const { token } = (await login('A123456789', 'demo1234')).json();
    const auth = { authorization: `Bearer ${token}` };
    const open = (
      await server.app.inject({ method: 'GET', url: '/api/v2/members/cases', headers: auth })
    ).json();
    const approved = open.find((c: { status: string }) => c.status === 'approved');
    const detail = (
      await server.app.inject({ method: 'GET', url: `/api/v2/members/cases/${approved.id}`, headers: auth })
    ).json();
    expect(detail.files.map((f: { fileCategoryId: string }) => f.fileCategoryId)).toEqual([
      '4',
      '14',
      '16',
      '17',
    ]);
    expect(detail.events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'submitted',
      'reviewing',
      'approved',
    ]);
    const image = await server.app.inject({ method: 'GET', url: detail.files[0].thumbnailUrl });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('keeps the PDFs of the contracts each case past 對保 signed, dated when it was signed, and they verify', async () => {
    const { token } = (await login('A123456789', 'demo1234')).json();
    const auth = { authorization: `Bearer ${token}` };
    const cases = [
      ...(await server.app.inject({ method: 'GET', url: '/api/v2/members/cases', headers: auth })).json(),
      ...(
        await server.app.inject({ method: 'GET', url: '/api/v2/members/cases/completed', headers: auth })
      ).json(),
    ] as { id: number; status: string }[];
    for (const { id, status } of cases) {
      const listed = (
        await server.app.inject({
          method: 'GET',
          url: `/api/v2/members/cases/${id}/signed-documents`,
          headers: auth,
        })
      ).json() as {
        documents: { contractId: string; signerRole: string; signedAt: string; fileUrl: string }[];
      };
      if (status !== 'repaying' && status !== 'completed') {
        expect(listed.documents).toEqual([]);
        continue;
      }
      expect(listed.documents.map((d) => [d.contractId, d.signerRole])).toEqual([
        ['installment', 'applicant'],
        ['promissory-note', 'applicant'],
      ]);
      const verified = await server.db
        .selectFrom('case_events')
        .select('created_at')
        .where('case_id', '=', id)
        .where('to_status', '=', 'id_verified')
        .executeTakeFirstOrThrow();
      for (const document of listed.documents)
        expect(Date.parse(document.signedAt)).toBe(Date.parse(verified.created_at));
      const pdf = await server.app.inject({ method: 'GET', url: listed.documents[0].fileUrl });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const checks = await verifySignedDocuments(server.ctx, id);
      expect(checks.map((check) => check.ok)).toEqual([true, true]);
      // The applicant's ID number comes from the member's account when the application did not repeat it.
      expect(JSON.parse(checks[0].document.figures_json)).toMatchObject({
        applicantName: '王大明',
        idCardNo: 'A123456789',
      });
    }
  });

  it('seeds nothing twice, and nothing at all in production', async () => {
    expect(await seedDemoData(server.ctx)).toBe(false);
    const production = await startTestServer({ seedDemo: true, production: true });
    try {
      const members = await production.db.selectFrom('members').select('id').execute();
      expect(members).toEqual([]);
    } finally {
      await production.stop();
    }
  });
});
