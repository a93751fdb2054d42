/** The demo members (README "Demo data"); seeded only outside production. */
export const DEMO_MEMBERS = [
  {
    idNum: 'A123456789',
    password: 'demo1234',
    name: '王大明',
    email: 'demo@fenqi.tw',
    cellPhone: '0912345678',
    birthDate: '1995-05-05',
    gender: 'M',
  },
  {
    idNum: 'F223456786',
    password: 'demo1234',
    name: '林小美',
    email: 'mei@fenqi.tw',
    cellPhone: '0928123456',
    birthDate: '2001-09-18',
    gender: 'F',
  },
] as const;

/** A demo member as seeded. */
export type DemoMember = (typeof DEMO_MEMBERS)[number];

/** The applicant block of a demo case (spec §3, wire shape), for a member. */
export function demoApplicant(member: DemoMember): Record<string, unknown> {
  return {
    name: member.name,
    email: member.email,
    cellPhone: member.cellPhone,
    birthDate: member.birthDate,
    permanentCity: '臺北市',
    permanentDistrict: '大安區',
    permanentPostalCode: 106,
    permanentAddress: '復興南路一段 390 號 5 樓',
    sameAddr: true,
    residentialCity: '臺北市',
    residentialDistrict: '大安區',
    residentialPostalCode: 106,
    residentialAddress: '復興南路一段 390 號 5 樓',
    contactTime: 'afternoon,13-15',
    creditCardTag: false,
    firstContact: { name: '王建國', contactRelationId: 2, cellPhone: '0922333444', isSecret: false },
    secondContact: { name: '陳怡君', contactRelationId: 16, cellPhone: '0933444555', isSecret: true },
    careerTypeId: 1,
    company: '大安資訊股份有限公司',
    companyPhone: '0227001234',
    companyDepartment: '業務部',
    seniority: 38,
    isPayrollAccount: true,
    maritalStatus: 1,
    idCardOptions: { issueLocation: '北市', issueStatus: '換發', issueYear: 109, issueMonth: 5, issueDay: 1 },
    passbookAccountName: member.name,
    passbookBankCode: '004',
    passbookBankBranchCode: '0040037',
    passbookNo: '123456789012',
  };
}

/** A guarantor for the demo case that waits for its guarantor (a guest link in the README). */
export const DEMO_GUARANTOR = { idNum: 'E228765430', name: '陳淑芬', relation: '母親' } as const;

/** Fixed guest links of the demo, so the README can point at them (never used in production). */
export const DEMO_SIGN_PATHS = {
  guarantor: 'demo-guarantor-sign-path',
  vehicleLoan: 'demo-vehicle-loan-sign-path',
} as const;
