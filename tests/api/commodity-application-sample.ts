import type { CommodityApplication } from '../../src/server/commodity/application-payload';
import { multipartBody, sampleJpeg } from './sample-files';
import type { TestServer } from './test-server';

let applications = 0;

/**
 * A complete, valid application for a phone on plan 1 (12 installments), as the client sends it.
 * Each one has its own email (ming1@example.com, ming2@…): the server refuses an email that another
 * member already uses.
 */
export function sampleApplication(overrides: Partial<CommodityApplication> = {}): CommodityApplication {
  const now = new Date().toISOString();
  applications += 1;
  return {
    amount: 30000,
    interestPlanId: 1,
    interestRateId: 13,
    installment: 12,
    productName: '手機',
    productModelNo: 'iPhone 16 128GB',
    midClausever: '2024.06',
    midAgreedAt: now,
    platformContractAgreedAt: now,
    saleContractAgreedAt: now,
    isProvideLaborAndHealthInsurance: false,
    ...overrides,
    applicant: {
      name: '王小明',
      email: `ming${applications}@example.com`,
      cellPhone: '0912345678',
      birthDate: '1995-05-05',
      permanentCity: '臺北市',
      permanentDistrict: '大安區',
      permanentPostalCode: 106,
      permanentAddress: '復興南路一段 1 號',
      sameAddr: true,
      contactTime: 'morning,10-11',
      creditCardTag: false,
      firstContact: { name: '王大明', contactRelationId: 1, cellPhone: '0922333444' },
      secondContact: { name: '李小華', contactRelationId: 16, cellPhone: '0933444555', isSecret: true },
      careerTypeId: 1,
      maritalStatus: 1,
      idCardOptions: {
        issueLocation: '北市',
        issueStatus: '換發',
        issueYear: 109,
        issueMonth: 5,
        issueDay: 1,
      },
      passbookAccountName: '王小明',
      passbookBankCode: '004',
      passbookBankBranchCode: '0040037',
      passbookNo: '123456789012',
      ...overrides.applicant,
    },
  };
}

let jpeg: Buffer | undefined;

/** Uploads a small JPEG (or the given bytes) into a draft category; returns the reply. */
export async function uploadDraftFile(
  server: TestServer,
  token: string,
  categoryId: number | string,
  file: { bytes?: Buffer; type?: string; name?: string } = {},
) {
  jpeg ??= await sampleJpeg(64, 48);
  const { payload, headers } = await multipartBody(
    { fileCategoryId: String(categoryId) },
    { name: file.name ?? 'photo.jpg', type: file.type ?? 'image/jpeg', bytes: file.bytes ?? jpeg },
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/v2/members/commodity-cases/tmp/files',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
}

/** The apply categories a phone application needs: 4, 14, 16, 17 (13 optional, 15 is the computer's). */
export const PHONE_REQUIRED_CATEGORIES = [4, 14, 16, 17, 18, 19, 22, 23] as const;

/** Uploads one file into every category a phone application needs; returns their ids. */
export async function uploadPhoneDocuments(server: TestServer, token: string): Promise<number[]> {
  const ids: number[] = [];
  for (const category of PHONE_REQUIRED_CATEGORIES) {
    const res = await uploadDraftFile(server, token, category);
    if (res.statusCode !== 201) throw new Error(`upload ${category}: ${res.statusCode} ${res.body}`);
    ids.push((res.json() as { id: number }).id);
  }
  return ids;
}
