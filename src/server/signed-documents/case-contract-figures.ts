import type { Selectable } from 'kysely';
import {
  annualPercentageRate,
  BLANK,
  emptyFigures,
  type ContractFigures,
} from '../../contracts/case-figures';
import type { ServerContext } from '../context';
import type { CaseTable, GuarantorTable, VehicleLoanTable } from '../db/schema';
import { taipeiDay } from './taipei-time';

type Json = Record<string, unknown>;

function parse(json: string | null): Json {
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** 106 臺北市大安區復興南路一段1號 from an address's parts, or null. */
function addressOf(postal: unknown, city: unknown, district: unknown, address: unknown): string | null {
  if (!text(address)) return null;
  const line = `${text(city) ?? ''}${text(district) ?? ''}${text(address)}`;
  return postal ? `${String(postal)} ${line}` : line;
}

/** Who else the contract names: the guarantor, or the vehicle of a vehicle loan. */
export interface OtherParty {
  guarantor?: Selectable<GuarantorTable>;
  vehicleLoan?: Selectable<VehicleLoanTable>;
}

/**
 * The figures a case's contracts are filled with on the server, as the client fills them from
 * the application: the applicant block, the plan, the product, the case number, and the
 * guarantor or vehicle when one signs; dated the Taipei day of `signedAt`.
 */
export async function caseContractFigures(
  ctx: Pick<ServerContext, 'db'>,
  caseRow: Selectable<CaseTable>,
  signedAt: string,
  other: OtherParty = {},
): Promise<ContractFigures> {
  const applicant = parse(caseRow.applicant_json);
  const plan = await ctx.db
    .selectFrom('interest_plans')
    .select('name')
    .where('id', '=', caseRow.interest_plan_id)
    .executeTakeFirst();
  const residential = addressOf(
    applicant.residentialPostalCode,
    applicant.residentialCity,
    applicant.residentialDistrict,
    applicant.residentialAddress,
  );
  const permanent = addressOf(
    applicant.permanentPostalCode,
    applicant.permanentCity,
    applicant.permanentDistrict,
    applicant.permanentAddress,
  );
  const member = (applicant.member && typeof applicant.member === 'object' ? applicant.member : {}) as Json;
  // The applicant is the case's member: an application that did not repeat the ID number (a
  // member's, whose number the account holds) still names it.
  const account = await ctx.db
    .selectFrom('members')
    .select('id_num')
    .where('id', '=', caseRow.member_id)
    .executeTakeFirst();
  const figures: ContractFigures = {
    ...emptyFigures(taipeiDay(signedAt)),
    applicantName: text(applicant.name) ?? text(member.memName) ?? BLANK,
    idCardNo: text(applicant.idCardNo) ?? text(member.memIdNum) ?? account?.id_num ?? BLANK,
    address: residential ?? permanent ?? BLANK,
    cellPhone: text(applicant.cellPhone) ?? BLANK,
    email: text(applicant.email) ?? BLANK,
    planName: plan?.name ?? BLANK,
    amount: caseRow.amount,
    installment: caseRow.installment,
    monthlyPayment: caseRow.monthly_payment,
    serviceFee: caseRow.service_fee,
    totalPayment: caseRow.monthly_payment * caseRow.installment,
    apr: annualPercentageRate(
      caseRow.amount,
      caseRow.monthly_payment,
      caseRow.installment,
      caseRow.service_fee,
    ),
    productName: caseRow.product_name || BLANK,
    productModelNo: caseRow.product_model_no,
    customComputer: caseRow.product_name === '客製化電腦',
    caseNo: caseRow.case_no,
  };
  if (other.guarantor) {
    const info = parse(other.guarantor.info_json);
    const g = other.guarantor;
    figures.guarantorName = text(info.name);
    figures.guarantorIdNo = g.id_num;
    figures.guarantorAddress = addressOf(null, g.living_city, g.living_district, g.living_addr);
  }
  if (other.vehicleLoan) {
    const info = parse(other.vehicleLoan.info_json);
    figures.vehicle = [info.brand, info.model, info.color].filter((part) => text(part)).join(' ') || null;
    figures.plateNo = text(info.plateNo);
  }
  return figures;
}
