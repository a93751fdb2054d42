import {
  fetchIdVerify,
  sendIdVerify,
  uploadIdVerifyFile,
  type IdVerifyInfo,
  type IdVerifySent,
} from '../../api/v2/case-sub-flows';
import { fetchCaseContractTexts } from '../../api/v2/contract-texts';
import { formSendBody } from '../../forms/form-send-body';
import { referenceLookups } from '../../forms/reference-lookups';
import { defineFlow, type StepSend, type StepSendCall } from '../../step-flow/flow-definition';
import { createUploader } from '../../step-flow/uploads/file-uploader';
import type { ContractTextsSource } from '../../ui/contract-text/use-contract-texts';
import { signatureFile } from '../../ui/signature-pad/signature-file';
import { ID_VERIFY_CATEGORIES, ID_VERIFY_CATEGORY_BY_ID, fileUrlOf } from './id-verify-files';
import { idVerifyFormOf } from './model/id-verify-form';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** What a 對保 link names: the case (its id; the number is shown). */
export interface IdVerifyContext {
  caseId: number;
  caseNo: string;
}

/**
 * The applicant's contracts with the case's figures: the confirm step's disclosure shows the two
 * its consent names (分期付款契約 and 本票), and the consent names their versions.
 */
export function idVerifyTextsOf({ caseId }: Pick<IdVerifyContext, 'caseId'>): ContractTextsSource {
  return { key: `case:${caseId}`, load: () => fetchCaseContractTexts(caseId) };
}

/** The signatures drawn on the confirm step, with their categories. */
const SIGNATURES = [
  ['contractSign', ID_VERIFY_CATEGORIES.contractSign],
  ['promissoryNoteSign', ID_VERIFY_CATEGORIES.promissoryNoteSign],
] as const;

/**
 * The confirm step's send, as requests (pressed offline, they wait in the offline queue): each
 * signature drawn now is uploaded as its category (one already stored is a link and stays), then
 * step 1's form is sent as its schema's `send` makes it; the case becomes verified and the reply (where the
 * confirmation mail goes) is the finish page's.
 */
const verificationSend: StepSend<IdVerifyContext, IdVerifyInfo> = {
  calls: ({ data, ctx, forms }) => [
    ...SIGNATURES.flatMap(([field, category]): StepSendCall[] => {
      const value = data[field];
      if (typeof value !== 'string' || !value.startsWith('data:')) return [];
      const file = signatureFile(value, category.name);
      return [
        {
          kind: 'upload',
          label: category.name,
          call: (config) => uploadIdVerifyFile(ctx.caseId, category.id, file, undefined, config),
        },
      ];
    }),
    {
      kind: 'send',
      label: '對保資料',
      call: async (config) =>
        sendIdVerify(ctx.caseId, await formSendBody('idVerifyApplicant', forms.applicant ?? {}), config),
    },
  ],
  outcome: (reply) => ({ result: reply as IdVerifySent }),
};

/**
 * 對保 (identity verification) of an approved case, spec §3/§4: check the applicant's name and
 * payout account, upload the selfie, sign the contract and the promissory note, send. A case
 * already verified opens on the finish page. §8 2015 here reads 保證案件已失效 (the catalogue's area).
 */
export const idVerifyFlow = defineFlow<IdVerifyContext, IdVerifyInfo>({
  name: 'idVerify',
  guard: 'member',
  draft: 'local',
  contextOf: (query) => {
    const caseId = Number(query.get('caseId'));
    return Number.isInteger(caseId) && caseId > 0 ? { caseId, caseNo: query.get('caseNo') ?? '' } : null;
  },
  queryOf: ({ caseId, caseNo }): Record<string, string> =>
    caseNo ? { caseId: String(caseId), caseNo } : { caseId: String(caseId) },
  invalidLinkText: '找不到要對保的案件，請從「我的訂單」重新進入。',
  load: ({ caseId }) => fetchIdVerify(caseId),
  isDone: (info) => info.status !== 'approved',
  steps: [
    {
      key: 'applicant',
      path: ROUTE_PATHS.idVerifyStep1,
      title: '核對資料',
      form: 'idVerifyApplicant',
      initialData: (info) => idVerifyFormOf(info),
    },
    {
      key: 'photos',
      path: ROUTE_PATHS.idVerifyStep2,
      title: '上傳照片',
      form: 'idVerifyPhotos',
      initialData: (info) => ({ selfie: fileUrlOf(info.files, ID_VERIFY_CATEGORIES.selfie.id) }),
    },
    {
      key: 'signatures',
      path: ROUTE_PATHS.idVerifyConfirm,
      title: '簽名送出',
      form: 'idVerifySignatures',
      nextText: '送出對保',
      initialData: (info) => ({
        contractSign: fileUrlOf(info.files, ID_VERIFY_CATEGORIES.contractSign.id),
        promissoryNoteSign: fileUrlOf(info.files, ID_VERIFY_CATEGORIES.promissoryNoteSign.id),
      }),
      send: verificationSend,
    },
  ],
  finish: { path: ROUTE_PATHS.idVerifyFinish, title: '對保完成' },
  formContext: ({ caseId }, _info, dispatch) => ({
    lookups: referenceLookups(),
    contractTexts: idVerifyTextsOf({ caseId }),
    fileCategories: ID_VERIFY_CATEGORY_BY_ID,
    uploadFile: createUploader({
      dispatch,
      upload: (categoryId, file, onProgress, config) =>
        uploadIdVerifyFile(caseId, Number(categoryId), file, onProgress, config),
    }),
  }),
});
