import type { AxiosRequestConfig } from 'axios';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import type { UploadProgressCallback } from '../../api/upload-progress';
import {
  fetchGuestGuarantor,
  saveGuarantorLivingAddress,
  sendGuestGuarantor,
  uploadGuestGuarantorFile,
} from '../../api/v2/guarantor-guest';
import { fetchGuarantorContractTexts, fetchOlderGuarantorContractTexts } from '../../api/v2/contract-texts';
import {
  fetchGuarantorOrderDetail,
  updateOlderGuarantorInfo,
  uploadOlderGuarantorImage,
} from '../../api/v2/guarantor-older';
import type { ClientFile } from '../../api/v2/types/common';
import type { GuarantorInfo, GuarantorLivingAddress } from '../../api/v2/types/guarantor';
import type { FormAnswers } from '../../validation/send/form-answers';
import type { ContractTextsSource } from '../../ui/contract-text/use-contract-texts';

/** What the guarantor's link names: a sign path (or guarantor id plus ID number), or an older case. */
export type GuarantorContext =
  { kind: 'guest'; id: string; idCardNo?: string } | { kind: 'older'; appCaseNo: string; guarIdNum: string };

/** What the guarantor signs or adds. */
export type GuarantorFileKind = 'contractSign' | 'promissoryNoteSign' | 'extraFiles';

/** The guaranteed case as the guarantor page shows it, whichever API it came from. */
export interface GuarantorCase {
  info: GuarantorInfo;
  caseNo: string | null;
  /** Masked (王○明); null in the older flow, which does not say. */
  applicantName: string | null;
  plan: {
    productName: string;
    amount: number;
    installment: number;
    monthlyPayment: number;
    /** Billed with period 1; absent from an older server's reply. */
    serviceFee?: number;
  } | null;
  sent: boolean;
  files: { contractSign?: string; promissoryNoteSign?: string; extraFiles: string[] };
  /** The answers to fields beyond the spec's (the guarantor form's `send`), as kept by the server. */
  answers?: FormAnswers;
}

/** The calls of one way in to the guarantor's case (spec §7: guest flow, older flow). */
export interface GuarantorSource {
  load: () => Promise<GuarantorCase>;
  saveAddress: (address: GuarantorLivingAddress, config?: AxiosRequestConfig) => Promise<void>;
  upload: (
    kind: GuarantorFileKind,
    file: Blob,
    onProgress?: UploadProgressCallback,
    config?: AxiosRequestConfig,
  ) => Promise<ClientFile>;
  /** Sends the info (the guest flow); null in the older flow, which has no send: its uploads are the end. */
  send: ((config?: AxiosRequestConfig) => Promise<void>) | null;
}

/** The spec §3 categories of the guest flow's files. */
const GUEST_CATEGORY: Record<GuarantorFileKind, number> = {
  contractSign: 18,
  promissoryNoteSign: 19,
  extraFiles: 13,
};
/** The older flow's image codes: 13 contract, 12 promise note, 15 extra files. */
const OLDER_TYPE = { contractSign: '13', promissoryNoteSign: '12', extraFiles: '15' } as const;

const urlsOf = (files: readonly ClientFile[], category: number) =>
  files.filter((file) => Number(file.fileCategoryId) === category).map((file) => file.fileUrl);

/** The guest flow (spec §7 Guarantor guest flow): by sign path, or id plus the guarantor's ID number. */
export function guestGuarantorSource(id: string, idCardNo?: string): GuarantorSource {
  return {
    load: async () => {
      // A wrong or expired link is shown on the page itself, not as the global error page.
      const view = await fetchGuestGuarantor(id, idCardNo, SKIP_GLOBAL_ERROR);
      return {
        info: view.guarantorInfo,
        caseNo: view.caseNo,
        applicantName: view.applicantName,
        plan: {
          productName: view.productName,
          amount: view.amount,
          installment: view.installment,
          monthlyPayment: view.monthlyPayment,
          serviceFee: view.serviceFee,
        },
        sent: view.status === 'sent',
        files: {
          contractSign: urlsOf(view.files, GUEST_CATEGORY.contractSign)[0],
          promissoryNoteSign: urlsOf(view.files, GUEST_CATEGORY.promissoryNoteSign)[0],
          extraFiles: urlsOf(view.files, GUEST_CATEGORY.extraFiles),
        },
        ...(view.answers ? { answers: view.answers } : {}),
      };
    },
    saveAddress: (address, config) => saveGuarantorLivingAddress(id, address, idCardNo, config),
    upload: (kind, file, onProgress, config) =>
      uploadGuestGuarantorFile(id, GUEST_CATEGORY[kind], file, { idCardNo, onProgress }, config),
    send: (config) => sendGuestGuarantor(id, idCardNo, config),
  };
}

/** The older guarantor flow (spec §7): by the case number and the guarantor's ID number. */
export function olderGuarantorSource(appCaseNo: string, guarIdNum: string): GuarantorSource {
  return {
    load: async () => {
      const detail = await fetchGuarantorOrderDetail(guarIdNum, appCaseNo, SKIP_GLOBAL_ERROR);
      return {
        info: detail.guarantorInfo,
        caseNo: appCaseNo,
        applicantName: null,
        plan: null,
        sent: detail.extGuarLinkStatus === 1,
        files: {
          contractSign: detail.guarContractSign ?? undefined,
          promissoryNoteSign: detail.guarPromiseNoteSign ?? undefined,
          extraFiles: detail.guarantorFiles.map((file) => file.fileUrl),
        },
      };
    },
    saveAddress: async (address, config) =>
      void (await updateOlderGuarantorInfo(appCaseNo, guarIdNum, address, config)),
    upload: async (kind, file, onProgress, config) => {
      const type = OLDER_TYPE[kind];
      const link = await uploadOlderGuarantorImage(type, appCaseNo, guarIdNum, file, onProgress, config);
      // The older API answers only the link; the rest is what was sent (it keeps no id to show).
      const name = file instanceof File ? file.name : `${kind}.png`;
      return {
        id: 0,
        fileCategoryId: type,
        name,
        contentType: file.type,
        size: file.size,
        fileUrl: link,
        thumbnailUrl: link,
      };
    },
    send: null,
  };
}

/** The source a context names. */
export function guarantorSourceOf(ctx: GuarantorContext): GuarantorSource {
  return ctx.kind === 'guest'
    ? guestGuarantorSource(ctx.id, ctx.idCardNo)
    : olderGuarantorSource(ctx.appCaseNo, ctx.guarIdNum);
}

/**
 * The guarantee contract and note the guarantor agrees to, with the case's figures, through the
 * door the link came in by: the guest link (sign path, or id + ID number) or the older flow's case
 * number + ID number. The page's disclosure and its consent share it.
 */
export function guarantorTextsOf(ctx: GuarantorContext): ContractTextsSource {
  return ctx.kind === 'guest'
    ? { key: `guarantor:${ctx.id}`, load: () => fetchGuarantorContractTexts(ctx.id, ctx.idCardNo) }
    : {
        key: `guarantor-older:${ctx.appCaseNo}`,
        load: () => fetchOlderGuarantorContractTexts(ctx.appCaseNo, ctx.guarIdNum),
      };
}
