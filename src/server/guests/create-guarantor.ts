import { newSecret } from '../auth/tokens';
import type { ServerContext } from '../context';
import { isTwId } from '../../validation/checks/tw-id';
import { postalCodeOf } from '../../validation/data/taiwan-districts';
import { checkGuarantorDetails } from './guarantor-details-check';
import { EMPTY_GUARANTOR_DETAILS, type GuarantorDetails, type GuarantorInfo } from './guarantor-info';

/** What staff give to add a guarantor to a case. */
export interface NewGuarantor {
  caseNo: string;
  idNum: string;
  name: string;
  details?: Partial<GuarantorDetails> | Partial<Record<string, unknown>>;
  /** A living address already known (the guest may still change it before sending). */
  living?: { city: string; district: string; addr: string };
}

/** The guarantor just created, with the secret sign path its guest link carries. */
export interface CreatedGuarantor {
  id: number;
  caseId: number;
  guarNo: string;
  signPath: string;
}

/** The guarantor number: G + the case number's digits, plus -2, -3 … for further guarantors. */
function guarantorNumber(caseNo: string, existing: number): string {
  const base = `G${caseNo.replace(/^[A-Za-z]+/, '')}`.slice(0, 16);
  return existing === 0 ? base : `${base}-${existing + 1}`;
}

/**
 * Adds a guarantor to a case (ops add-guarantor, the demo seed): checks the ID number, name and
 * details, and gives the guarantor an unguessable sign path (32 random bytes) for the guest flow.
 * Throws an Error with a zh-TW message on bad input.
 */
export async function createGuarantor(ctx: ServerContext, input: NewGuarantor): Promise<CreatedGuarantor> {
  const idNum = input.idNum.trim().toUpperCase();
  if (!isTwId(idNum)) throw new Error(`身分證字號 ${input.idNum} 不正確`);
  const name = input.name.trim();
  if (!name || Array.from(name).length > 8) throw new Error('保證人姓名須為 1 到 8 個字');
  const details = checkGuarantorDetails(input.details ?? {});
  const { living } = input;
  if (living && (!postalCodeOf(living.city, living.district) || !living.addr || living.addr.length > 40))
    throw new Error(`居住地址不正確：${living.city}${living.district}${living.addr}`);

  const found = await ctx.db
    .selectFrom('cases')
    .select(['id', 'case_no'])
    .where('case_no', '=', input.caseNo)
    .executeTakeFirst();
  if (!found) throw new Error(`查無案件 ${input.caseNo}`);
  const others = await ctx.db
    .selectFrom('guarantors')
    .select(['id_num'])
    .where('case_id', '=', found.id)
    .execute();
  if (others.some((other) => other.id_num === idNum)) throw new Error(`案件 ${found.case_no} 已有此保證人`);

  const now = ctx.clock().toISOString();
  const guarNo = guarantorNumber(found.case_no, others.length);
  const signPath = newSecret();
  const info: GuarantorInfo = {
    ...EMPTY_GUARANTOR_DETAILS,
    ...details,
    guarNo,
    guarIdNum: idNum,
    name,
    createdAt: now,
  };
  const row = await ctx.db
    .insertInto('guarantors')
    .values({
      case_id: found.id,
      guar_no: guarNo,
      id_num: idNum,
      sign_path: signPath,
      info_json: JSON.stringify(info),
      living_city: living?.city ?? null,
      living_district: living?.district ?? null,
      living_addr: living?.addr ?? null,
      status: 'pending',
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, caseId: found.id, guarNo, signPath };
}
