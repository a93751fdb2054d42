import { OLDER_IDENTITY_DOCUMENTS } from '../../api/v2/older-images';
import type { FenqiFormContext } from '../../forms/form-context';
import { referenceLookups } from '../../forms/reference-lookups';
import { v1ReferenceLookups } from '../../forms/v1-reference-lookups';
import { studioPreviewLookups } from './preview-lookups';

/**
 * What the studio hands its forms in place of the server's data: the file categories of spec §3
 * (maxOnApply as §5 bounds them), sample lookups, and the form's own title. Without an uploader the
 * upload widget previews files locally.
 */
export const studioPreviewContext: FenqiFormContext = {
  showFormTitle: true,
  lookups: studioPreviewLookups,
  fileCategories: {
    4: { id: 4, name: '手持證件自拍照', maxOnApply: 1 },
    13: { id: 13, name: '其他補充文件', maxOnApply: 10 },
    14: { id: 14, name: '手機商品照（IMEI）', maxOnApply: 1 },
    15: { id: 15, name: '電腦商品照（序號）', maxOnApply: 1 },
    16: { id: 16, name: '商品現況照片', maxOnApply: 10 },
    17: { id: 17, name: '存摺封面', maxOnApply: 1 },
    20: { id: 20, name: '自拍照', maxOnApply: 1 },
    21: { id: 21, name: '繳款收據', maxOnApply: 60 },
    // The older order flow's identity documents by their codes, and its order files (8).
    ...Object.fromEntries(
      Object.entries(OLDER_IDENTITY_DOCUMENTS).map(([code, name]) => [
        code,
        { id: code, name, maxOnApply: 1 },
      ]),
    ),
    8: { id: '8', name: '訂單文件', maxOnApply: 10 },
  },
};

/**
 * The editing studio's context, on a running server: the reference lists come from the server
 * itself (schools, banks, branches, contact relations, the older flow's lists) as in the app; the
 * lists only a signed-in member or applicant may read (plans, rates, the member's own data) keep
 * their samples.
 */
export const studioEditorContext: FenqiFormContext = {
  ...studioPreviewContext,
  lookups: { ...studioPreviewLookups, ...referenceLookups(), ...v1ReferenceLookups() },
};
