import type { Selectable } from 'kysely';
import type { ServerContext } from '../context';
import type { CaseTable, FileTable } from '../db/schema';
import { paidPeriodsOf, caseView, CASE_VIEW_PROPERTIES, type CaseView } from './case-view';

/** A supplementary case file as the older order detail lists it. */
export interface CaseFilename {
  filename: string;
  fileUrl: string;
}

/** The older order detail (spec §3 Order detail and guarantor order fields). */
export interface OrderDetail extends CaseView {
  appContractSign: string | null;
  appPromiseNoteSign: string | null;
  appDeclarImg: string | null;
  appNoticeIdVerifyPortrait: string | null;
  extDocsImg: string[];
  caseFilenames: CaseFilename[];
  guarContractSign: string | null;
  guarPromiseNoteSign: string | null;
  guarantorFiles: string[];
  /** 1 once the guarantor sent their part, 0 while pending, null without a guarantor. */
  extGuarLinkStatus: number | null;
  guarantorInfo: Record<string, unknown> | null;
}

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

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
    guarantorInfo: guarantor
      ? {
          ...parseObject(guarantor.info_json),
          guarNo: guarantor.guar_no,
          guarLivingCity: guarantor.living_city,
          guarLivingDistrict: guarantor.living_district,
          guarLivingAddr: guarantor.living_addr,
        }
      : null,
  };
}

const nullableStr = { type: ['string', 'null'] } as const;
const links = { type: 'array', items: { type: 'string' } } as const;

/** The JSON Schema of an OrderDetail (guarantorInfo passes through whatever the guarantor record holds). */
export const ORDER_DETAIL_SCHEMA = {
  type: 'object',
  properties: {
    ...CASE_VIEW_PROPERTIES,
    appContractSign: nullableStr,
    appPromiseNoteSign: nullableStr,
    appDeclarImg: nullableStr,
    appNoticeIdVerifyPortrait: nullableStr,
    extDocsImg: links,
    caseFilenames: {
      type: 'array',
      items: { type: 'object', properties: { filename: { type: 'string' }, fileUrl: { type: 'string' } } },
    },
    guarContractSign: nullableStr,
    guarPromiseNoteSign: nullableStr,
    guarantorFiles: links,
    extGuarLinkStatus: { type: ['integer', 'null'], enum: [0, 1, null] },
    guarantorInfo: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;
