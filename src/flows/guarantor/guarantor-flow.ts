import { formSendBody } from '../../forms/form-send-body';
import { defineFlow, type StepSend, type StepSendCall } from '../../step-flow/flow-definition';
import { createUploader } from '../../step-flow/uploads/file-uploader';
import { signatureFile } from '../../ui/signature-pad/signature-file';
import {
  guarantorSourceOf,
  guarantorTextsOf,
  type GuarantorCase,
  type GuarantorContext,
  type GuarantorFileKind,
} from './guarantor-source';
import { guarantorFormOf } from './model/guarantor-form';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** The file categories the guarantor form's upload field names (13 extra files). */
const CATEGORIES = { '13': { id: 13, name: '其他補充文件', maxOnApply: 10 } };
/** The signatures of the form, uploaded on sending when drawn now. */
const SIGNATURES = [
  ['contractSign', '保證契約簽名'],
  ['promissoryNoteSign', '本票簽名'],
] as const satisfies readonly (readonly [GuarantorFileKind, string])[];

/** The link's query: a sign path, a guarantor id plus ID number, or an older case plus ID number. */
function contextOf(query: URLSearchParams): GuarantorContext | null {
  const appCaseNo = query.get('appCaseNo')?.trim();
  const id = query.get('id')?.trim();
  if (appCaseNo && id) return { kind: 'older', appCaseNo, guarIdNum: id.toUpperCase() };
  const signPath = query.get('signPath')?.trim();
  if (signPath) return { kind: 'guest', id: signPath };
  const idCardNo = query.get('idCardNo')?.trim();
  if (id && idCardNo) return { kind: 'guest', id, idCardNo: idCardNo.toUpperCase() };
  return null;
}

function queryOf(ctx: GuarantorContext): Record<string, string> {
  if (ctx.kind === 'older') return { appCaseNo: ctx.appCaseNo, id: ctx.guarIdNum };
  return ctx.idCardNo ? { id: ctx.id, idCardNo: ctx.idCardNo } : { signPath: ctx.id };
}

/**
 * 確認送出 (spec §4 guarantor flow: update info, upload images, send info), as requests (pressed
 * offline, they wait in the offline queue): the form's answers are saved as its schema's `send`
 * declares (the living address, and any field added beyond it), each signature drawn now
 * is uploaded (a stored one is a link and stays), then the info is sent; from then on the
 * guarantor's part is read-only.
 */
const guarantorSend: StepSend<GuarantorContext, GuarantorCase> = {
  calls: ({ data, ctx }) => {
    const source = guarantorSourceOf(ctx);
    const calls: StepSendCall[] = [
      {
        kind: 'send',
        label: '居住地址',
        call: async (config) => source.saveAddress(await formSendBody('guarantor', data), config),
      },
    ];
    for (const [kind, name] of SIGNATURES) {
      const value = data[kind];
      if (typeof value !== 'string' || !value.startsWith('data:')) continue;
      const file = signatureFile(value, name);
      calls.push({
        kind: 'upload',
        label: name,
        call: (config) => source.upload(kind, file, undefined, config),
      });
    }
    const { send } = source;
    if (send) calls.push({ kind: 'send', label: '保證人資料', call: (config) => send(config) });
    return calls;
  },
  outcome: () => ({ result: { sentAt: new Date().toISOString() } }),
};

/**
 * The guarantor (a guest, spec §3 Guarantor): the info staff entered, read-only; the living address
 * to fill; the guarantor contract and promissory note signed on pads; extra files; sent once. The
 * same page serves the guest link (sign path, or id + ID number) and the older flow (case number +
 * ID number), each through its own calls (guarantor-source.ts). A guarantor who has sent opens on
 * the finish page.
 */
export const guarantorFlow = defineFlow<GuarantorContext, GuarantorCase>({
  name: 'guarantor',
  guard: 'guest',
  draft: 'local',
  contextOf,
  queryOf,
  invalidLinkText: '此保證人連結無效或已過期，請向申請人索取新的連結。',
  load: (ctx) => guarantorSourceOf(ctx).load(),
  isDone: (guarantorCase) => guarantorCase.sent,
  steps: [
    {
      key: 'guarantor',
      path: ROUTE_PATHS.guarantor,
      title: '核對資料並簽名',
      form: 'guarantor',
      nextText: '確認送出',
      initialData: (guarantorCase) => ({
        // Answers beyond the spec's fields first: the info, address and files are the server's.
        ...guarantorCase.answers,
        ...guarantorFormOf(guarantorCase.info),
        contractSign: guarantorCase.files.contractSign,
        promissoryNoteSign: guarantorCase.files.promissoryNoteSign,
        extraFiles: guarantorCase.files.extraFiles,
      }),
      send: guarantorSend,
    },
  ],
  finish: { path: ROUTE_PATHS.guarantorFinish, title: '保證人資料已送出' },
  formContext: (ctx, _case, dispatch) => ({
    fileCategories: CATEGORIES,
    contractTexts: guarantorTextsOf(ctx),
    uploadFile: createUploader({
      dispatch,
      upload: (_category, file, onProgress, config) =>
        guarantorSourceOf(ctx).upload('extraFiles', file, onProgress, config),
    }),
  }),
});
