import type { OrderDetail } from '../../api/v2/orders';
import type { ClientFile } from '../../api/v2/types/common';

/** One tile of an order's documents: what it is and the member's own file, if there is one. */
export interface DocumentSlot {
  key: string;
  label: string;
  /** The member's thumbnail to show; null when nothing was uploaded (the tile says 未上傳). */
  thumbnail: string | null;
  /** The file itself, opened when the tile is tapped. */
  full: string | null;
  /** The file's type (a PDF shows as a link, not a picture); null when unknown. */
  contentType: string | null;
  /** 'contain' keeps a signature strip or a document page whole; 'cover' fills the tile with a photo. */
  fit: 'contain' | 'cover';
}

/** Statuses after 對保 (the member drew the signatures and took the selfie then). */
const VERIFIED = ['id_verified', 'signed', 'repaying', 'completed'];
/** Statuses after signing (the declaration is part of the signed contract). */
const SIGNED = ['signed', 'repaying', 'completed'];
/** Statuses that ended a case before it was signed: nothing more is expected of it. */
const ENDED = ['rejected', 'cancelled'];

/** Where each applicant signature comes from (the server's order-detail categories) and when it is due. */
const APPLICANT_SLOTS = [
  {
    key: 'contract',
    label: '分期契約簽名',
    categories: ['18', '10'],
    field: 'appContractSign',
    due: VERIFIED,
    fit: 'contain',
  },
  {
    key: 'promissory',
    label: '本票簽名',
    categories: ['19', '9'],
    field: 'appPromiseNoteSign',
    due: VERIFIED,
    fit: 'contain',
  },
  {
    key: 'declaration',
    label: '申請聲明書',
    categories: ['7'],
    field: 'appDeclarImg',
    due: SIGNED,
    fit: 'contain',
  },
  {
    key: 'portrait',
    label: '對保照片',
    categories: ['20', '19_1'],
    field: 'appNoticeIdVerifyPortrait',
    due: VERIFIED,
    fit: 'cover',
  },
] as const;

/** The application documents under their names (spec §3 file categories, apply phase). */
const APPLY_DOCUMENTS: Record<string, string> = {
  '4': '手持證件自拍照',
  '14': '手機商品照（IMEI）',
  '15': '電腦商品照（序號）',
  '16': '商品現況照片',
  '17': '存摺封面',
};
/** Extra documents sent with the application (13) and supplementary files sent later (older code 8). */
const EXTRA_CATEGORY = '13';
const SUPPLEMENT_CATEGORY = '8';
/** A tile of the member's own file (its thumbnail), else of the detail's link, else not uploaded. */
function slotOf(
  key: string,
  label: string,
  file: ClientFile | undefined,
  fallback: string | null,
  fit: DocumentSlot['fit'] = 'cover',
): DocumentSlot {
  return {
    key,
    label,
    thumbnail: file?.thumbnailUrl ?? fallback,
    full: file?.fileUrl ?? fallback,
    contentType: file?.contentType ?? null,
    fit,
  };
}

/** Whether a case has ended before signing (rejected or cancelled). */
export function hasEndedUnsigned(order: OrderDetail): boolean {
  return ENDED.includes(order.status);
}

/**
 * The 簽名與對保 tiles: each signature, the declaration and the 對保 photo the member has (their
 * own thumbnail), plus the ones the case's stage expects but lacks (shown as not uploaded). A
 * case that never reached 對保 — under review, or rejected or cancelled — shows no empty boxes.
 */
export function signatureSlots(order: OrderDetail, files: readonly ClientFile[]): DocumentSlot[] {
  const slots: DocumentSlot[] = [];
  for (const slot of APPLICANT_SLOTS) {
    const file = files
      .filter((f) => (slot.categories as readonly string[]).includes(f.fileCategoryId))
      .at(-1);
    const link = order[slot.field];
    if (file || link || (slot.due as readonly string[]).includes(order.status))
      slots.push(slotOf(slot.key, slot.label, file, link, slot.fit));
  }
  // A guarantor signs through their own link; their part is due until the case ends unsigned.
  if (order.extGuarLinkStatus !== null) {
    const guarantorDue = !hasEndedUnsigned(order);
    const guarantor = [
      { key: 'guarantor-contract', label: '保證人契約簽名', link: order.guarContractSign },
      { key: 'guarantor-promissory', label: '保證人本票簽名', link: order.guarPromiseNoteSign },
    ];
    for (const { key, label, link } of guarantor) {
      if (link || guarantorDue) slots.push(slotOf(key, label, undefined, link, 'contain'));
    }
  }
  return slots;
}

/**
 * The 申請與補充文件 tiles: the application's documents under their names, extra documents, and
 * each supplementary file the member sent, in the order they came.
 */
export function documentSlots(files: readonly ClientFile[]): DocumentSlot[] {
  const applied = files
    .filter((file) => file.fileCategoryId in APPLY_DOCUMENTS)
    .map((file) => slotOf(`file-${file.id}`, APPLY_DOCUMENTS[file.fileCategoryId], file, null));
  const extra = files
    .filter((file) => file.fileCategoryId === EXTRA_CATEGORY)
    .map((file, index) => slotOf(`file-${file.id}`, `其他文件 ${index + 1}`, file, null));
  const supplements = files
    .filter((file) => file.fileCategoryId === SUPPLEMENT_CATEGORY)
    .map((file, index) => slotOf(`file-${file.id}`, `補件 ${index + 1}：${file.name}`, file, null));
  return [...applied, ...extra, ...supplements];
}
