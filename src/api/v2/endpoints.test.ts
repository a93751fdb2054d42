/** @jest-environment node */
import {
  clearCommodityToken,
  clearDraftToken,
  commodityToken,
  draftToken,
  setCommodityToken,
  setDraftToken,
} from '../commodity-token';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
  type TestReply,
} from '../testing/recording-server';
import { fetchCase, fetchCases, fetchCompletedCases, fetchReceiptImages, applyOlderCase } from './cases';
import {
  fetchContractSignUrl,
  fetchGuarantorSignPath,
  fetchIdVerify,
  fetchPaymentReceiptFiles,
  fetchRepaymentCase,
  sendIdVerify,
  uploadIdVerifyFile,
  uploadPaymentReceiptFile,
} from './case-sub-flows';
import { v2Client } from './client';
import { commodityLogin, readIdCard, submitCommodityApplication } from './commodity-cases';
import {
  deleteCommodityDraft,
  fetchCommodityDraft,
  fetchNewMemberDraft,
  saveCommodityDraft,
  saveNewMemberDraft,
} from './commodity-drafts';
import { deleteCommodityFile, fetchFileCategories, uploadCommodityFile } from './commodity-files';
import { isEmailRepeated, isEmailVerified, sendVerifiedEmail } from './emails';
import {
  fetchGuestGuarantor,
  saveGuarantorLivingAddress,
  sendGuestGuarantor,
  uploadGuestGuarantorFile,
} from './guarantor-guest';
import {
  fetchGuarantorOrderDetail,
  fetchOlderGuarantorInfo,
  updateOlderGuarantorInfo,
  uploadOlderGuarantorImage,
} from './guarantor-older';
import { fetchCareerTypes, fetchInterestPlans, quoteInstallmentPayment } from './interest-plans';
import { fetchBasicInfo, fetchSharingInfo, updateMemberInfo } from './member-info';
import { fetchMinorDetail, saveMinorGuardians } from './minor';
import { uploadOlderImage } from './older-images';
import {
  confirmOrderIdVerify,
  fetchDeclaration,
  fetchOrderDetail,
  fetchOrderList,
  uploadTmpCaseFile,
} from './orders';
import {
  fetchCommodityPayment,
  fetchCommodityReceiptFiles,
  fetchPaymentBarcode,
  fetchPaymentList,
  fetchPaymentReceipts,
  uploadCommodityReceipt,
} from './payments';
import {
  fetchBankBranches,
  fetchBanks,
  fetchContactRelations,
  fetchDepartments,
  fetchMidClause,
  fetchSchools,
} from './reference';
import type { CommodityApplication } from './types/commodity';
import type { MemberInfoData } from './types/member';
import { fetchUserInfoDraft, saveUserInfoDraft } from './user-info-draft';
import { fetchVehicleLoan, fetchVehicleLoanSignPath, signVehicleLoan } from './vehicle-loans';

/**
 * Every endpoint function against a real local HTTP server that records the request: the
 * method, the path under /api/v2, the query, and how the call proves who it is — the member
 * token in the access_token query (older calls), as a Bearer header (newer calls), the
 * commodity or draft token (commodity calls), or nothing (public and guest calls).
 */

type Auth = 'query' | 'bearer' | 'commodity' | 'draft' | 'none';

interface EndpointCase {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  auth: Auth;
  query?: Record<string, string>;
  reply?: TestReply;
  result?: unknown;
}

const MEMBER = 'member-token';
const png = () => new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const ok = (body: unknown, status = 200): TestReply => ({ status, body });
const file = {
  id: 7,
  fileCategoryId: '21',
  name: 'a.png',
  contentType: 'image/png',
  size: 4,
  fileUrl: '/f',
  thumbnailUrl: '/t',
};

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
  v2Client.defaults.baseURL = `${server.url}/api/v2`;
  // session-cookies reads document.cookie; node has no document, so the test provides the jar.
  Object.defineProperty(globalThis, 'document', {
    value: { cookie: `access_token=${MEMBER}; fenqi_member_auth=1` },
    configurable: true,
  });
});

afterAll(async () => {
  await server.close();
  Reflect.deleteProperty(globalThis, 'document');
});

beforeEach(() => {
  setCommodityToken('commodity-token', new Date(Date.now() + 3600_000));
  setDraftToken('draft-token', new Date(Date.now() + 3600_000));
});

// One endpoint a line: the table reads best unwrapped.
// prettier-ignore
const CASES: EndpointCase[] = [
  // emails
  { name: 'isEmailRepeated', call: () => isEmailRepeated('a@b.tw'), method: 'GET', path: '/members/emails/is-repeated', auth: 'query', query: { email: 'a@b.tw' }, reply: ok({ isRepeated: true }), result: true },
  { name: 'sendVerifiedEmail', call: () => sendVerifiedEmail(), method: 'GET', path: '/members/emails/send-verified-email', auth: 'query', reply: ok({ message: '已寄出', email: 'a@b.tw' }) },
  { name: 'isEmailVerified', call: () => isEmailVerified(), method: 'GET', path: '/members/emails/is-verified', auth: 'query', reply: ok({ isVerified: false, email: null }), result: { isVerified: false, email: null } },
  // member info
  { name: 'fetchBasicInfo', call: () => fetchBasicInfo(), method: 'GET', path: '/members/basic-info', auth: 'query' },
  { name: 'updateMemberInfo', call: () => updateMemberInfo({ memName: '王小明' } as MemberInfoData), method: 'PUT', path: '/members/info', auth: 'query', reply: ok({ message: 'ok.' }), result: 'ok.' },
  { name: 'fetchSharingInfo', call: () => fetchSharingInfo(), method: 'GET', path: '/members/sharing-info', auth: 'bearer' },
  // older-flow draft and images
  { name: 'fetchUserInfoDraft', call: () => fetchUserInfoDraft(), method: 'GET', path: '/tmp/user-info', auth: 'query', reply: ok({ result: null }), result: null },
  { name: 'saveUserInfoDraft', call: () => saveUserInfoDraft({ memName: '王' }), method: 'PATCH', path: '/tmp/user-info', auth: 'query', reply: ok({ result: { memName: '王' } }), result: { memName: '王' } },
  { name: 'uploadOlderImage (identity document)', call: () => uploadOlderImage('1_1', png()), method: 'POST', path: '/images/1_1', auth: 'query', query: { docType: '1_1' }, reply: ok({ link: '/l' }), result: '/l' },
  { name: 'uploadOlderImage (order image)', call: () => uploadOlderImage('16', png(), { appCaseNo: 'C1' }), method: 'POST', path: '/images/16', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ link: '/l' }) },
  // orders
  { name: 'fetchOrderList', call: () => fetchOrderList(), method: 'GET', path: '/members/orders/list', auth: 'query', reply: ok({ result: [] }), result: [] },
  { name: 'fetchOrderDetail', call: () => fetchOrderDetail('C1'), method: 'GET', path: '/members/orders/detail', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ result: {} }) },
  { name: 'confirmOrderIdVerify', call: () => confirmOrderIdVerify('C1'), method: 'PUT', path: '/members/orders/id-verify', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ message: 'ok.' }) },
  { name: 'fetchDeclaration', call: () => fetchDeclaration(3), method: 'GET', path: '/members/apply-cases/3/declaration', auth: 'query' },
  { name: 'uploadTmpCaseFile', call: () => uploadTmpCaseFile('C1', png()), method: 'POST', path: '/members/tmp-case-file', auth: 'query', reply: ok({ filename: 'a.png' }), result: 'a.png' },
  // cases
  { name: 'applyOlderCase', call: () => applyOlderCase({ member: { memName: '王', cellPhone: '0912345678' }, order: { productName: 'x', appAmount: 1, appPeriods: 6 } }), method: 'POST', path: '/cases/apply', auth: 'query', reply: ok({ result: { appCaseNo: 'C9' } }, 201), result: 'C9' },
  { name: 'fetchCases', call: () => fetchCases(), method: 'GET', path: '/members/cases', auth: 'bearer', reply: ok([]) },
  { name: 'fetchCompletedCases', call: () => fetchCompletedCases(), method: 'GET', path: '/members/cases/completed', auth: 'bearer', reply: ok([]) },
  { name: 'fetchCase', call: () => fetchCase(5), method: 'GET', path: '/members/cases/5', auth: 'bearer' },
  { name: 'fetchReceiptImages', call: () => fetchReceiptImages('C1'), method: 'GET', path: '/members/images/receipt', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ result: [file] }), result: [file] },
  // payments
  { name: 'fetchPaymentList', call: () => fetchPaymentList(), method: 'GET', path: '/members/payments/list', auth: 'query', reply: ok({ result: [] }) },
  { name: 'fetchPaymentBarcode', call: () => fetchPaymentBarcode('C1'), method: 'GET', path: '/members/payments/barcode', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ result: {} }) },
  { name: 'fetchPaymentReceipts', call: () => fetchPaymentReceipts('C1'), method: 'GET', path: '/members/payments/receipt', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ result: [] }) },
  { name: 'fetchCommodityPayment', call: () => fetchCommodityPayment(5), method: 'GET', path: '/members/commodity-payments/5', auth: 'bearer' },
  { name: 'fetchCommodityReceiptFiles', call: () => fetchCommodityReceiptFiles(5), method: 'GET', path: '/members/commodity-payments/5/receipt-files', auth: 'bearer', reply: ok({ caseFiles: [file] }), result: [file] },
  { name: 'uploadCommodityReceipt', call: () => uploadCommodityReceipt(5, png()), method: 'POST', path: '/members/commodity-payments/5/receipt-files', auth: 'bearer', reply: ok(file, 201), result: file },
  // minor member
  { name: 'fetchMinorDetail', call: () => fetchMinorDetail('C1'), method: 'GET', path: '/members/minor/detail', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ result: null }), result: null },
  { name: 'saveMinorGuardians', call: () => saveMinorGuardians('C1', { appMinorFaday1Cellphone: '0912345678' }), method: 'PUT', path: '/members/minor/detail', auth: 'query', query: { appCaseNo: 'C1' }, reply: ok({ message: 'ok.' }), result: 'ok.' },
  // older guarantor flow (no login)
  { name: 'fetchGuarantorOrderDetail', call: () => fetchGuarantorOrderDetail('A123456789', 'C1'), method: 'GET', path: '/guarantor/order/detail/A123456789', auth: 'none', query: { appCaseNo: 'C1' } },
  { name: 'fetchOlderGuarantorInfo', call: () => fetchOlderGuarantorInfo('C1', 'A123456789'), method: 'GET', path: '/guarantor/info', auth: 'none', query: { appCaseNo: 'C1', id: 'A123456789' }, reply: ok({ result: {} }) },
  { name: 'updateOlderGuarantorInfo', call: () => updateOlderGuarantorInfo('C1', 'A123456789', { guarLivingCity: '臺北市', guarLivingDistrict: '中正區', guarLivingAddr: '一路1號' }), method: 'PUT', path: '/guarantor/info', auth: 'none', query: { appCaseNo: 'C1', id: 'A123456789' }, reply: ok({ message: 'ok.' }) },
  { name: 'uploadOlderGuarantorImage', call: () => uploadOlderGuarantorImage('13', 'C1', 'A123456789', png()), method: 'POST', path: '/guarantor/images/13', auth: 'none', query: { appCaseNo: 'C1', id: 'A123456789' }, reply: ok({ link: '/l' }), result: '/l' },
  // guarantor guest flow (no login)
  { name: 'fetchGuestGuarantor (sign path)', call: () => fetchGuestGuarantor('secret-path'), method: 'GET', path: '/guests/guarantor/secret-path', auth: 'none' },
  { name: 'fetchGuestGuarantor (id + ID number)', call: () => fetchGuestGuarantor('12', 'A123456789'), method: 'GET', path: '/guests/guarantor/12', auth: 'none', query: { idCardNo: 'A123456789' } },
  { name: 'saveGuarantorLivingAddress', call: () => saveGuarantorLivingAddress('p', { guarLivingCity: '臺北市', guarLivingDistrict: '中正區', guarLivingAddr: '一路1號' }), method: 'PATCH', path: '/guests/guarantor/p', auth: 'none', reply: { status: 204 } },
  { name: 'sendGuestGuarantor', call: () => sendGuestGuarantor('p'), method: 'POST', path: '/guests/guarantor/p', auth: 'none', reply: { status: 204 } },
  { name: 'uploadGuestGuarantorFile', call: () => uploadGuestGuarantorFile('p', 18, png()), method: 'POST', path: '/guests/guarantor/p/files', auth: 'none', reply: ok(file, 201) },
  // vehicle loans
  { name: 'fetchVehicleLoan', call: () => fetchVehicleLoan('vl-path'), method: 'GET', path: '/guests/vehicle-loans/signPath=vl-path', auth: 'none' },
  { name: 'signVehicleLoan', call: () => signVehicleLoan('vl-path', { signature: 'data:image/png;base64,AAAA' }), method: 'POST', path: '/guests/vehicle-loans/signPath=vl-path', auth: 'none', reply: ok({ signedAt: '2026-01-01T00:00:00Z' }, 201), result: '2026-01-01T00:00:00Z' },
  { name: 'fetchVehicleLoanSignPath', call: () => fetchVehicleLoanSignPath('C1'), method: 'GET', path: '/members/vehicle-loans/appCaseNo=C1/sign-path', auth: 'query', reply: ok({ signPath: 'vl' }), result: 'vl' },
  // interest plans
  { name: 'fetchInterestPlans', call: () => fetchInterestPlans(), method: 'GET', path: '/interest-plans', auth: 'none', reply: ok([]) },
  { name: 'fetchCareerTypes', call: () => fetchCareerTypes(2), method: 'GET', path: '/interest-plans/2/career-types', auth: 'none', reply: ok([]) },
  { name: 'quoteInstallmentPayment', call: () => quoteInstallmentPayment(2, 3, { installment: 12, amount: 30000 }), method: 'POST', path: '/members/interest-plans/2/interest-rates/3/installment-payment', auth: 'none' },
  // commodity cases
  { name: 'commodityLogin', call: () => commodityLogin('A123456789', 'demo1234'), method: 'POST', path: '/members/commodity-cases/login', auth: 'none', reply: ok({ data: { token: 'fresh-commodity', expiresAt: '2099-01-01T00:00:00Z' } }) },
  { name: 'fetchCommodityDraft', call: () => fetchCommodityDraft(), method: 'GET', path: '/members/commodity-cases/tmp', auth: 'commodity', reply: ok({ data: null }), result: null },
  { name: 'saveCommodityDraft', call: () => saveCommodityDraft({ amount: 1 }), method: 'PATCH', path: '/members/commodity-cases/tmp', auth: 'commodity', reply: ok({ data: null }) },
  { name: 'deleteCommodityDraft', call: () => deleteCommodityDraft(), method: 'DELETE', path: '/members/commodity-cases/tmp', auth: 'commodity', reply: { status: 204 } },
  { name: 'fetchNewMemberDraft', call: () => fetchNewMemberDraft(), method: 'GET', path: '/members/commodity-cases/jwt-tmp', auth: 'draft', reply: ok({ data: null }) },
  { name: 'saveNewMemberDraft', call: () => saveNewMemberDraft({ amount: 1 }), method: 'POST', path: '/members/commodity-cases/jwt-tmp', auth: 'draft', reply: ok({ data: null }) },
  { name: 'fetchFileCategories', call: () => fetchFileCategories(), method: 'GET', path: '/members/commodity-cases/file-categories', auth: 'commodity', reply: ok([]) },
  { name: 'uploadCommodityFile', call: () => uploadCommodityFile(14, png()), method: 'POST', path: '/members/commodity-cases/tmp/files', auth: 'commodity', reply: ok(file, 201) },
  { name: 'deleteCommodityFile', call: () => deleteCommodityFile(7), method: 'DELETE', path: '/members/commodity-cases/tmp/files/7', auth: 'commodity', reply: { status: 204 } },
  { name: 'submitCommodityApplication', call: () => submitCommodityApplication({ amount: 1 } as CommodityApplication), method: 'POST', path: '/members/commodity-cases', auth: 'commodity', reply: ok({ caseNo: 'C2', caseId: 2, isEmailVerified: true }, 201) },
  { name: 'readIdCard', call: () => readIdCard(png(), { onlyFront: true }), method: 'POST', path: '/members/commodity-cases/id-card-ocr', auth: 'commodity', query: { onlyFront: 'true' }, reply: ok({ idCardNo: 'A123456789' }), result: { idCardNo: 'A123456789' } },
  // case sub-flows (Bearer)
  { name: 'fetchIdVerify', call: () => fetchIdVerify(5), method: 'GET', path: '/members/cases/5/id-verify', auth: 'bearer' },
  { name: 'sendIdVerify', call: () => sendIdVerify(5, { name: '王', passbookAccountName: '王', passbookBankCode: '004', passbookBankBranchCode: '0040037', passbookNo: '1234567890' }), method: 'POST', path: '/members/cases/5/id-verify', auth: 'bearer', reply: ok({ applicantEmail: null, isEmailVerified: false }, 201) },
  { name: 'uploadIdVerifyFile', call: () => uploadIdVerifyFile(5, 20, png()), method: 'POST', path: '/members/cases/5/id-verify/tmp-file', auth: 'bearer', reply: ok(file, 201) },
  { name: 'fetchRepaymentCase', call: () => fetchRepaymentCase(5), method: 'GET', path: '/members/cases/5/repayment-case', auth: 'bearer' },
  { name: 'fetchPaymentReceiptFiles', call: () => fetchPaymentReceiptFiles(5), method: 'GET', path: '/members/cases/5/payment-receipt-files', auth: 'bearer', reply: ok([]) },
  { name: 'uploadPaymentReceiptFile', call: () => uploadPaymentReceiptFile(5, png()), method: 'POST', path: '/members/cases/5/payment-receipt-file', auth: 'bearer', reply: ok(file, 201) },
  { name: 'fetchContractSignUrl (the correct path, with the slash)', call: () => fetchContractSignUrl(5), method: 'GET', path: '/members/cases/5/contract-sign-url', auth: 'bearer', reply: ok({ url: 'https://x' }), result: 'https://x' },
  { name: 'fetchGuarantorSignPath', call: () => fetchGuarantorSignPath(5), method: 'GET', path: '/members/cases/5/guarantor-sign-path', auth: 'bearer', reply: ok({ signPath: 'g' }), result: 'g' },
  // reference data (public)
  { name: 'fetchSchools', call: () => fetchSchools(), method: 'GET', path: '/members/schools', auth: 'none', reply: ok([]) },
  { name: 'fetchDepartments', call: () => fetchDepartments(9), method: 'GET', path: '/members/schools/9/departments', auth: 'none', reply: ok([]) },
  { name: 'fetchBanks', call: () => fetchBanks(), method: 'GET', path: '/members/banks', auth: 'none', reply: ok([]) },
  { name: 'fetchBankBranches', call: () => fetchBankBranches('004', '信義'), method: 'GET', path: '/members/banks/004/branches', auth: 'none', query: { keyword: '信義' }, reply: ok([]) },
  { name: 'fetchContactRelations', call: () => fetchContactRelations(true), method: 'GET', path: '/members/contact-relations', auth: 'none', query: { isFirstContact: 'true' }, reply: ok([]) },
  { name: 'fetchMidClause', call: () => fetchMidClause(), method: 'GET', path: '/members/mid-clause', auth: 'none' },
];

function expectAuth(request: RecordedRequest, auth: Auth): void {
  const bearer = {
    bearer: `Bearer ${MEMBER}`,
    commodity: 'Bearer commodity-token',
    draft: 'Bearer draft-token',
  };
  if (auth === 'query') expect(request.query.access_token).toBe(MEMBER);
  else expect(request.query.access_token).toBeUndefined();
  expect(request.authorization).toBe(auth === 'query' || auth === 'none' ? undefined : bearer[auth]);
}

it.each(CASES)(
  '$name → $method $path ($auth)',
  async ({ call, method, path, auth, query, reply, result }) => {
    server.answer(() => reply ?? ok({}));
    const before = server.requests.length;
    const answered = await call();
    expect(server.requests).toHaveLength(before + 1);
    const request = server.requests[before];
    expect(request.method).toBe(method);
    expect(request.path).toBe(`/api/v2${path}`);
    if (query) expect(request.query).toMatchObject(query);
    expectAuth(request, auth);
    if (result !== undefined) expect(answered).toEqual(result);
  },
);

describe('uploads', () => {
  it('sends the form fields before the file and reports progress up to 100', async () => {
    server.answer(() => ok(file, 201));
    const progress: number[] = [];
    const big = new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' });
    await uploadCommodityFile(16, big, (percent) => progress.push(percent));
    const request = server.requests.at(-1) as RecordedRequest;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString('latin1');
    expect(body.indexOf('name="fileCategoryId"')).toBeGreaterThan(-1);
    expect(body.indexOf('name="fileCategoryId"')).toBeLessThan(body.indexOf('name="file"'));
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('older uploads send the file as multipart field "data"', async () => {
    server.answer(() => ok({ link: '/l' }));
    await uploadOlderImage('3', png());
    expect((server.requests.at(-1) as RecordedRequest).body.toString('latin1')).toContain('name="data"');
  });

  it('counts an unexpected success status as failure where spec §7 names one (201 for an upload)', async () => {
    server.answer(() => ok(file, 200));
    await expect(uploadPaymentReceiptFile(5, png())).rejects.toMatchObject({ response: { status: 200 } });
  });
});

describe('commodity and draft tokens', () => {
  it('keeps the commodity token from the commodity login for the following calls', async () => {
    clearCommodityToken();
    server.answer(() => ok({ data: { token: 'fresh-commodity', expiresAt: '2099-01-01T00:00:00Z' } }));
    await commodityLogin('A123456789', 'demo1234');
    expect(commodityToken()).toBe('fresh-commodity');
    server.answer(() => ok({ data: null }));
    await fetchCommodityDraft();
    expect(server.requests.at(-1)?.authorization).toBe('Bearer fresh-commodity');
  });

  it('keeps the draft token a first new-member draft save hands out, and sends none before', async () => {
    clearCommodityToken();
    clearDraftToken();
    server.answer(() => ok({ token: 'new-draft', expiresAt: '2099-01-01T00:00:00Z', data: null }, 201));
    await saveNewMemberDraft({ amount: 1 });
    expect(server.requests.at(-1)?.authorization).toBeUndefined();
    expect(draftToken()).toBe('new-draft');
    server.answer(() => ok([]));
    await fetchFileCategories();
    expect(server.requests.at(-1)?.authorization).toBe('Bearer new-draft');
  });

  it('forgets the draft token once the application is sent (the server revokes it)', async () => {
    clearCommodityToken();
    server.answer(() =>
      ok({ caseNo: 'C3', caseId: 3, isEmailVerified: false, token: 'm', expiresAt: '2099-01-01' }, 201),
    );
    await submitCommodityApplication({ amount: 1 } as CommodityApplication);
    expect(server.requests.at(-1)?.authorization).toBe('Bearer draft-token');
    expect(draftToken()).toBeNull();
  });
});
