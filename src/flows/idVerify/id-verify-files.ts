import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../forms/form-context';

/** The file categories of 對保 (spec §3 file categories): the selfie and the two signatures. */
export const ID_VERIFY_CATEGORIES = {
  selfie: { id: 20, name: '自拍照', maxOnApply: 1 },
  contractSign: { id: 18, name: '分期付款契約簽名', maxOnApply: 1 },
  promissoryNoteSign: { id: 19, name: '本票簽名', maxOnApply: 1 },
} as const satisfies Record<string, FileCategory>;

/** The categories by id, as the upload widget looks them up. */
export const ID_VERIFY_CATEGORY_BY_ID: Record<string, FileCategory> = Object.fromEntries(
  Object.values(ID_VERIFY_CATEGORIES).map((category) => [String(category.id), category]),
);

/** The link of the stored file of a category, if the case has one. */
export function fileUrlOf(files: readonly ClientFile[], categoryId: number): string | undefined {
  return files.find((file) => Number(file.fileCategoryId) === categoryId)?.fileUrl;
}
