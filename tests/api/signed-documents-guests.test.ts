/** @jest-environment node */
import sharp from 'sharp';
import { contractLines } from '../../src/contracts/contract-plain-text';
import { insertGuarantorCase, insertVehicleLoanCase } from './guest-fixtures';
import { createTestMember } from './member-session';
import { multipartBody } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const signature = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#fff"/><path d="M20 90 L 280 30" stroke="#000" stroke-width="5"/></svg>',
    ),
  )
    .png()
    .toBuffer();

interface Listed {
  documents: { id: number; contractId: string; signerRole: string; fileUrl: string }[];
}

describe('guests and their signed documents', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('shows the guarantor the texts to agree to, keeps what they signed, and lets them open only that', async () => {
    const member = await createTestMember(server.ctx);
    const first = await insertGuarantorCase(server.ctx, member.id);
    const other = await insertGuarantorCase(server.ctx, member.id, 'B123456780');
    const link = `/api/v2/guests/guarantor/${first.guarantor.signPath}`;

    const texts = await server.app.inject({ url: `${link}/contract-texts` });
    expect(texts.statusCode).toBe(200);
    const documents = texts.json().documents as Parameters<typeof contractLines>[0][];
    expect(documents.map((document) => document.id)).toEqual(['guarantor-contract', 'guarantor-note']);
    const contract = contractLines(documents[0]).join('\n');
    expect(contract).toContain('保證人：陳美玲');
    // Masked as the rest of the guest page: the link may be forwarded.
    expect(contract).toContain('主債務人：王○明');
    expect(contract).toContain('身分證字號：A22****781');
    expect(contract).toContain(`案件編號：${first.caseNo}`);
    expect(contract).toContain('分期金額新臺幣 30,000 元，分期期數 12 期，每期應付金額新臺幣 2,650 元');

    const png = await signature();
    for (const fileCategoryId of ['18', '19']) {
      const body = await multipartBody(
        { fileCategoryId },
        { name: 'sign.png', type: 'image/png', bytes: png },
      );
      const res = await server.app.inject({ method: 'POST', url: `${link}/files`, ...body });
      expect(res.statusCode).toBe(201);
    }
    const address = {
      guarLivingCity: '臺中市',
      guarLivingDistrict: '西屯區',
      guarLivingAddr: '臺灣大道三段99號',
    };
    expect((await server.app.inject({ method: 'PATCH', url: link, payload: address })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'POST', url: link })).statusCode).toBe(204);

    const mine = (await server.app.inject({ url: `${link}/signed-documents` })).json() as Listed;
    expect(mine.documents.map((document) => [document.contractId, document.signerRole])).toEqual([
      ['guarantor-contract', 'guarantor'],
      ['guarantor-note', 'guarantor'],
    ]);
    const pdf = await server.app.inject({ url: mine.documents[0].fileUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another guarantor's link lists nothing of this case; an unknown link is 404.
    const theirs = (
      await server.app.inject({
        url: `/api/v2/guests/guarantor/${other.guarantor.signPath}/signed-documents`,
      })
    ).json() as Listed;
    expect(theirs.documents).toEqual([]);
    const unknown = await server.app.inject({
      url: '/api/v2/guests/guarantor/no-such-link/signed-documents',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the older flow’s guarantor (case number + ID number) the same texts, and keeps each contract as its signature arrives', async () => {
    const member = await createTestMember(server.ctx);
    const { caseNo, id: caseId, guarantor } = await insertGuarantorCase(server.ctx, member.id);
    const query = `appCaseNo=${caseNo}&id=a223456781`;
    const texts = await server.app.inject({ url: `/api/v2/guarantor/contract-texts?${query}` });
    expect(texts.statusCode).toBe(200);
    const documents = texts.json().documents as Parameters<typeof contractLines>[0][];
    expect(documents.map((document) => document.id)).toEqual(['guarantor-contract', 'guarantor-note']);
    const contract = contractLines(documents[0]).join('\n');
    expect(contract).toContain('主債務人：王○明');
    expect(contract).toContain('身分證字號：A22****781');
    expect(contract).toContain(`案件編號：${caseNo}`);
    // The guest link of the same guarantor is shown the same texts.
    const guest = await server.app.inject({
      url: `/api/v2/guests/guarantor/${guarantor.signPath}/contract-texts`,
    });
    expect(guest.json()).toEqual(texts.json());
    // Another ID number, or another case, reaches nothing.
    for (const wrong of [`appCaseNo=${caseNo}&id=B223456782`, `appCaseNo=FQ0&id=A223456781`])
      expect((await server.app.inject({ url: `/api/v2/guarantor/contract-texts?${wrong}` })).statusCode).toBe(
        404,
      );

    // The older flow has no send: the page uploads each signature once the guarantor agreed.
    const documentsOf = () =>
      server.db
        .selectFrom('signed_documents')
        .select(['contract_id', 'signer_role', 'guarantor_id'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute();
    const png = await signature();
    const upload = async (type: string) => {
      const body = await multipartBody(
        {},
        { field: 'data', name: 'sign.png', type: 'image/png', bytes: png },
      );
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v2/guarantor/images/${type}?${query}`,
        ...body,
      });
      expect(res.statusCode).toBe(200);
    };
    await upload('15'); // an extra file signs nothing
    expect(await documentsOf()).toEqual([]);
    await upload('13');
    expect(await documentsOf()).toEqual([
      { contract_id: 'guarantor-contract', signer_role: 'guarantor', guarantor_id: guarantor.id },
    ]);
    await upload('12');
    expect((await documentsOf()).map((row) => row.contract_id)).toEqual([
      'guarantor-contract',
      'guarantor-note',
    ]);
    // The guest door lists them to the same guarantor.
    const listed = (
      await server.app.inject({ url: `/api/v2/guests/guarantor/${guarantor.signPath}/signed-documents` })
    ).json() as Listed;
    expect(listed.documents.map((document) => document.contractId)).toEqual([
      'guarantor-contract',
      'guarantor-note',
    ]);
  });

  it('keeps the vehicle signer’s provider note once the signature is accepted', async () => {
    const member = await createTestMember(server.ctx);
    const { id: caseId, loan } = await insertVehicleLoanCase(server.ctx, member.id);
    const link = `/api/v2/guests/vehicle-loans/signPath=${loan.signPath}`;
    const texts = (await server.app.inject({ url: `${link}/contract-texts` })).json();
    expect(contractLines(texts.documents[0]).join('\n')).toContain(`車牌號碼 ${loan.info.plateNo}`);
    const dataUrl = `data:image/png;base64,${(await signature()).toString('base64')}`;
    const signed = await server.app.inject({ method: 'POST', url: link, payload: { signature: dataUrl } });
    expect(signed.statusCode).toBe(201);
    const rows = await server.db
      .selectFrom('signed_documents')
      .selectAll()
      .where('case_id', '=', caseId)
      .execute();
    expect(rows.map((row) => [row.contract_id, row.signer_role, row.vehicle_loan_id])).toEqual([
      ['vehicle-provider-note', 'vehicleSigner', loan.id],
    ]);
  });
});
