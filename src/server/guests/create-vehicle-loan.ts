import { randomInt } from 'node:crypto';
import { newSecret } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { VehicleLoanInfo } from './vehicle-loan-info';

/** Common cars on Taiwan's roads: brand, model, displacement and an engine-number prefix. */
const VEHICLES = [
  { brand: '豐田 TOYOTA', model: 'Corolla Cross', displacementCc: 1798, engine: '2ZR' },
  { brand: '豐田 TOYOTA', model: 'RAV4', displacementCc: 1987, engine: 'M20A' },
  { brand: '本田 HONDA', model: 'HR-V', displacementCc: 1498, engine: 'L15Z' },
  { brand: '日產 NISSAN', model: 'Kicks', displacementCc: 1198, engine: 'HR12' },
  { brand: '馬自達 MAZDA', model: 'CX-5', displacementCc: 1998, engine: 'PE' },
  { brand: '福特 FORD', model: 'Focus', displacementCc: 1497, engine: 'M9DA' },
] as const;
const COLORS = ['珍珠白', '星燦銀', '極光灰', '曜石黑', '魂動紅'] as const;
/** Plate letters: I and O are not used on Taiwan plates. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new-style (2012+) private-car plate: three letters, four digits. */
function randomPlate(): string {
  const letters = Array.from({ length: 3 }, () => PLATE_LETTERS[randomInt(PLATE_LETTERS.length)]).join('');
  return `${letters}-${String(randomInt(10000)).padStart(4, '0')}`;
}

/** The vehicle loan just created, with the secret sign path of its guest link. */
export interface CreatedVehicleLoan {
  id: number;
  caseId: number;
  signPath: string;
  info: VehicleLoanInfo;
}

/**
 * Adds a vehicle loan to a case (ops add-vehicle-loan, the demo seed): the vehicle and plate are
 * a plausible demo car unless `overrides` names them; the loan terms are the case's own. One
 * vehicle loan a case (its member asks for "the" sign path). Throws an Error on bad input.
 */
export async function createVehicleLoan(
  ctx: ServerContext,
  caseNo: string,
  overrides: Partial<Pick<VehicleLoanInfo, 'brand' | 'model' | 'plateNo' | 'color' | 'lender'>> = {},
): Promise<CreatedVehicleLoan> {
  const found = await ctx.db.selectFrom('cases').selectAll().where('case_no', '=', caseNo).executeTakeFirst();
  if (!found) throw new Error(`查無案件 ${caseNo}`);
  const existing = await ctx.db
    .selectFrom('vehicle_loans')
    .select('id')
    .where('case_id', '=', found.id)
    .executeTakeFirst();
  if (existing) throw new Error(`案件 ${caseNo} 已有車貸簽署資料`);
  if (overrides.plateNo !== undefined && !/^[A-Z0-9]{2,4}-[A-Z0-9]{2,4}$/.test(overrides.plateNo))
    throw new Error(`車牌號碼 ${overrides.plateNo} 格式不符（例如 ABC-1234）`);

  const now = ctx.clock();
  const vehicle = VEHICLES[found.id % VEHICLES.length];
  const applicant = JSON.parse(found.applicant_json) as { name?: string };
  const info: VehicleLoanInfo = {
    vlNo: `V${found.case_no.replace(/^[A-Za-z]+/, '')}`,
    ownerName: applicant.name ?? '',
    brand: vehicle.brand,
    model: vehicle.model,
    manufactureYear: now.getUTCFullYear() - 1 - (found.id % 5),
    displacementCc: vehicle.displacementCc,
    color: COLORS[found.id % COLORS.length],
    plateNo: randomPlate(),
    engineNo: `${vehicle.engine}-${String(randomInt(1_000_000)).padStart(6, '0')}`,
    loanAmount: found.amount,
    installment: found.installment,
    monthlyPayment: found.monthly_payment,
    lender: 'Fenqi 分期股份有限公司',
    ...overrides,
    createdAt: now.toISOString(),
  };
  const signPath = newSecret();
  const row = await ctx.db
    .insertInto('vehicle_loans')
    .values({
      case_id: found.id,
      sign_path: signPath,
      info_json: JSON.stringify(info),
      signed_at: null,
      created_at: info.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, caseId: found.id, signPath, info };
}
