import type { Selectable } from 'kysely';
import type { OrderDetail } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import type { CaseTable, FileTable, GuarantorTable } from '../db/schema';
import { EMPTY_GUARANTOR_DETAILS } from '../guests/guarantor-info';
import { caseView, paidPeriodsOf } from './case-view';

/** The older order detail (schemas/api/replies/order-detail.json). */
export type { OrderDetail };

/**
 * Which file categories fill which field: the commodity categories (spec §3 file categories) and
 * the older order-flow image codes side by side. Guarantor uploads of either flow are filed under
 * the newer categories (guests/older-document-types.ts), so 18/19 are their signatures.
 */
const APPLICANT_FIELDS = {
  appContractSign: ['18', '10'],
  appPromiseNoteSign: ['19', '9'],
  appDeclarImg: ['7'],
  appNoticeIdVerifyPortrait: ['20', '19_1'],
} as const;
const EXTRA_DOCUMENTS = ['13'];
const ORDER_FILES = ['8'];
const GUARANTOR_CONTRACT = ['18'];
const GUARANTOR_PROMISE_NOTE = ['19'];

/** The fields a guarantor record (guarantors.info_json) may hold: its identity and the staff-entered details. */
const STORED_INFO_KEYS = new Set([
  ...Object.keys(EMPTY_GUARANTOR_DETAILS),
  'guarNo',
  'guarIdNum',
  'name',
  'createdAt',
]);

/**
 * The guarantor info as the older order detail shows it: what the record holds (only the known
 * fields; an older record may hold fewer) and the living address the guarantor filled in.
 */
function orderGuarantorInfo(guarantor: Selectable<GuarantorTable>): OrderDetail['guarantorInfo'] {
  let stored: unknown;
  try {
    stored = JSON.parse(guarantor.info_json);
  } catch {
    stored = {};
  }
  const known = Object.entries(stored && typeof stored === 'object' ? stored : {}).filter(([key]) =>
    STORED_INFO_KEYS.has(key),
  );
  return {
    ...(Object.fromEntries(known) as Partial<NonNullable<OrderDetail['guarantorInfo']>>),
    guarNo: guarantor.guar_no,
    guarLivingCity: guarantor.living_city,
    guarLivingDistrict: guarantor.living_district,
    guarLivingAddr: guarantor.living_addr,
  };
}

/** The order detail of one case: its view plus signed links to each document, or null. */
export async function orderDetailOf(
  ctx: ServerContext,
  caseRow: Selectable<CaseTable>,
): Promise<OrderDetail> {
  const now = ctx.clock();
  const link = (file: Selectable<FileTable>) => ctx.fileUrls.link(file.id, 'file', now);
  const latest = (files: Selectable<FileTable>[], categories: readonly string[]) => {
    const found = files.filter((file) => categories.includes(file.category)).at(-1);
    return found ? link(found) : null;
  };
  const caseFiles = await ctx.db
    .selectFrom('files')
    .selectAll()
    .where('case_id', '=', caseRow.id)
    .orderBy('id')
    .execute();
  const guarantor = await ctx.db
    .selectFrom('guarantors')
    .selectAll()
    .where('case_id', '=', caseRow.id)
    .orderBy('id')
    .executeTakeFirst();
  const guarantorFiles = guarantor
    ? await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('guarantor_id', '=', guarantor.id)
        .orderBy('id')
        .execute()
    : [];
  const signatureCategories: readonly string[] = [...GUARANTOR_CONTRACT, ...GUARANTOR_PROMISE_NOTE];
  const paid = await paidPeriodsOf(ctx.db, [caseRow.id]);
  return {
    ...caseView(caseRow, paid.get(caseRow.id) ?? 0),
    appContractSign: latest(caseFiles, APPLICANT_FIELDS.appContractSign),
    appPromiseNoteSign: latest(caseFiles, APPLICANT_FIELDS.appPromiseNoteSign),
    appDeclarImg: latest(caseFiles, APPLICANT_FIELDS.appDeclarImg),
    appNoticeIdVerifyPortrait: latest(caseFiles, APPLICANT_FIELDS.appNoticeIdVerifyPortrait),
    extDocsImg: caseFiles.filter((file) => EXTRA_DOCUMENTS.includes(file.category)).map(link),
    caseFilenames: caseFiles
      .filter((file) => ORDER_FILES.includes(file.category))
      .map((file) => ({ filename: file.original_name, fileUrl: link(file) })),
    guarContractSign: latest(guarantorFiles, GUARANTOR_CONTRACT),
    guarPromiseNoteSign: latest(guarantorFiles, GUARANTOR_PROMISE_NOTE),
    guarantorFiles: guarantorFiles.filter((file) => !signatureCategories.includes(file.category)).map(link),
    extGuarLinkStatus: guarantor ? (guarantor.status === 'sent' ? 1 : 0) : null,
    guarantorInfo: guarantor ? orderGuarantorInfo(guarantor) : null,
  };
}
