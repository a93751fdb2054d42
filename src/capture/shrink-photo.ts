/** Photos up to this size are sent as they are. */
const SEND_AS_IS_BYTES = 2_500_000;
/** The long side of a shrunk photo: the ID number stays sharp, the upload stays well under the limit. */
const MAX_SIDE = 2400;

/**
 * A phone's full-size photo (often 4–12 MB) made small enough to upload quickly: drawn at most
 * 2400 px on its long side as a JPEG. createImageBitmap applies the EXIF rotation. Whatever the
 * browser cannot decode or draw (HEIC in most browsers) is sent unchanged; the server decides.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (photo.size <= SEND_AS_IS_BYTES || typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return photo;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return shrunk && shrunk.size < photo.size ? shrunk : photo;
  } catch {
    return photo;
  }
}
