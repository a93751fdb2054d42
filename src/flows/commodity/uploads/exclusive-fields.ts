import { COMPUTER_IMAGE_CATEGORY, PHONE_IMAGE_CATEGORY } from '../../../domain/file-categories';
import type { ProductForm } from '../model/form-data';
import { uploadFieldOf } from '../model/upload-fields';

/** The product form fields of the two pictures that exclude each other (from the uiSchema's categories). */
const PAIRS: [string, string][] = (() => {
  const phone = uploadFieldOf(PHONE_IMAGE_CATEGORY)?.field;
  const computer = uploadFieldOf(COMPUTER_IMAGE_CATEGORY)?.field;
  return phone && computer
    ? [
        [phone, computer],
        [computer, phone],
      ]
    : [];
})();

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/**
 * The product form after a change, following the server's rule that a phone picture (14) removes
 * the computer picture (15) and vice versa (spec §4): when one of the two fields got a new upload,
 * the other field is emptied, since the file it points to is gone.
 */
export function withExclusiveUploadCleared(previous: ProductForm, next: ProductForm): ProductForm {
  for (const [landed, excluded] of PAIRS) {
    if (filled(next[landed]) && next[landed] !== previous[landed] && next[excluded] !== undefined) {
      const { [excluded]: _dropped, ...rest } = next;
      return rest;
    }
  }
  return next;
}
